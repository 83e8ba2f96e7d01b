import { BankOutlined, CopyOutlined } from '@ant-design/icons';
import type { TransferInstructions } from '@tahsilat/domain';
import { formatIban, formatTransferReference } from '@tahsilat/domain/pricing';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../lib/notify.js';
import { copyText } from '../payment-links/clipboard.js';
import '../../styles/transfer.css';

/** A value with its copy button, named for screen readers by what it copies. */
function CopyValue({
  value,
  shown,
  label,
  isCode = true,
}: {
  value: string;
  shown: string;
  label: string;
  /** Written in a fixed-width font (codes and IBANs, read character by character). */
  isCode?: boolean;
}) {
  const { t } = useTranslation();
  const copy = async () => {
    const done = await copyText(value);
    notifier.show(
      done ? 'success' : 'error',
      done ? t('transfer.copied', { what: label }) : t('transfer.copyFailed'),
    );
  };
  return (
    <span className="transfer-value">
      {isCode ? <code>{shown}</code> : <span>{shown}</span>}
      <button
        type="button"
        className="transfer-copy"
        aria-label={t('transfer.copy', { what: label })}
        onClick={() => void copy()}
      >
        <CopyOutlined aria-hidden="true" />
      </button>
    </span>
  );
}

/** The reference code, the payee and the tenant's accounts, as the instructions answer says them. */
export function TransferDetails({ instructions }: { instructions: TransferInstructions }) {
  const { t } = useTranslation();
  const code = formatTransferReference(instructions.referenceCode);
  return (
    <div className="transfer-body" data-testid="transfer-instructions">
      <p className="transfer-hint">{t('transfer.hint')}</p>
      <div className="transfer-reference">
        <span className="transfer-label">{t('transfer.reference')}</span>
        <CopyValue value={instructions.referenceCode} shown={code} label={t('transfer.reference')} />
        <span className="transfer-reference-hint">{t('transfer.referenceHint')}</span>
      </div>
      <dl className="transfer-payee">
        <dt>{t('transfer.payee')}</dt>
        <dd>
          <CopyValue
            value={instructions.payee}
            shown={instructions.payee}
            label={t('transfer.payee')}
            isCode={false}
          />
        </dd>
      </dl>
      <ul className="transfer-accounts">
        {instructions.accounts.map((account) => (
          <li key={account.iban} className="transfer-account">
            <span className="transfer-bank">
              <BankOutlined aria-hidden="true" /> {account.bankName}
              <span className="transfer-currency">{account.currency}</span>
            </span>
            <CopyValue
              value={account.iban}
              shown={formatIban(account.iban)}
              label={t('transfer.iban', { bank: account.bankName, currency: account.currency })}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
