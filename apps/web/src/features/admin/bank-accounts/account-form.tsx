import {
  CURRENCY_CODES,
  type CurrencyCode,
  messages,
  parseIban,
  type TenantBankAccount,
  type TenantBankAccountInput,
} from '@tahsilat/domain';
import { formatIban } from '@tahsilat/domain/pricing';
import { Button } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckField } from '../../../components/form/check-field.js';
import { SelectField } from '../../../components/form/select-field.js';
import { TextField } from '../../../components/form/text-field.js';
import { translateMessage } from '../../../i18n/index.js';
import '../../../styles/form-fields.css';
import { useSaveBankAccount } from './api.js';

interface Draft {
  iban: string;
  accountName: string;
  currencyCode: CurrencyCode;
  bankName: string;
  isShownToDealers: boolean;
  isActive: boolean;
}

const IBAN_MESSAGES = {
  format: messages.bankAccountIbanFormat,
  checkDigits: messages.bankAccountIbanCheckDigits,
  turkishLayout: messages.bankAccountIbanTurkishLayout,
} as const;

function draftOf(account: TenantBankAccount | null): Draft {
  return account
    ? {
        iban: formatIban(account.iban),
        accountName: account.accountName,
        currencyCode: account.currencyCode,
        bankName: account.bankName,
        isShownToDealers: account.isShownToDealers,
        isActive: account.isActive,
      }
    : {
        iban: '',
        accountName: '',
        currencyCode: 'TRY',
        bankName: '',
        isShownToDealers: true,
        isActive: true,
      };
}

/**
 * Adds an account or changes the one chosen: the IBAN is read as typed and checked here as the server checks it
 * (the bank it names shown at once; its name asked for only when the code is unknown), the rest as the API's schema.
 */
export function AccountForm({ account, onDone }: { account: TenantBankAccount | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveBankAccount();
  const [draft, setDraft] = useState(() => draftOf(account));
  const [isChecked, setChecked] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((was) => ({ ...was, [key]: value }));

  const parsed = draft.iban.trim() ? parseIban(draft.iban) : null;
  const knownBank = parsed?.ok ? parsed.value.bankName : null;
  const ibanError = !draft.iban.trim()
    ? translateMessage(messages.bankAccountIbanFormat)
    : parsed && !parsed.ok
      ? translateMessage(IBAN_MESSAGES[parsed.problem])
      : null;
  const needsBankName = parsed?.ok === true && knownBank === null;
  const bankNameError =
    needsBankName && !draft.bankName.trim() ? translateMessage(messages.bankAccountBankNameRequired) : null;
  const accountNameError = draft.accountName.trim().length < 2 ? t('bankAccounts.accountNameRequired') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (ibanError || bankNameError || accountNameError) {
      return;
    }
    const input: TenantBankAccountInput = {
      iban: draft.iban,
      accountName: draft.accountName,
      currencyCode: draft.currencyCode,
      bankName: needsBankName ? draft.bankName : null,
      isShownToDealers: draft.isShownToDealers,
      isActive: draft.isActive,
    };
    const result = await save.mutateAsync({ id: account?.id ?? null, input });
    if (result.success) {
      onDone();
    }
  };

  return (
    <form className="app-form admin-bank-account-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="admin-bank-account-fields">
        <TextField
          label={t('bankAccounts.iban')}
          hint={knownBank ? t('bankAccounts.bankFromIban', { bank: knownBank }) : t('bankAccounts.ibanHint')}
          error={
            isChecked
              ? ibanError
              : parsed && !parsed.ok && draft.iban.replace(/\s/g, '').length >= 26
                ? ibanError
                : null
          }
          value={draft.iban}
          autoComplete="off"
          spellCheck={false}
          maxLength={42}
          placeholder="TR00 0000 0000 0000 0000 0000 00"
          onChange={(event) => set('iban', event.currentTarget.value.toUpperCase())}
        />
        <TextField
          label={t('bankAccounts.accountName')}
          hint={t('bankAccounts.accountNameHint')}
          error={isChecked ? accountNameError : null}
          value={draft.accountName}
          maxLength={140}
          onChange={(event) => set('accountName', event.currentTarget.value)}
        />
        <SelectField
          label={t('bankAccounts.currency')}
          value={draft.currencyCode}
          options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
          onChange={(event) => set('currencyCode', event.currentTarget.value as CurrencyCode)}
        />
        {needsBankName ? (
          <TextField
            label={t('bankAccounts.bankName')}
            hint={t('bankAccounts.bankNameHint')}
            error={isChecked ? bankNameError : null}
            value={draft.bankName}
            maxLength={100}
            onChange={(event) => set('bankName', event.currentTarget.value)}
          />
        ) : null}
      </div>
      <div className="admin-bank-account-checks">
        <CheckField checked={draft.isShownToDealers} onChange={(checked) => set('isShownToDealers', checked)}>
          {t('bankAccounts.shown')}
        </CheckField>
        <CheckField checked={draft.isActive} onChange={(checked) => set('isActive', checked)}>
          {t('bankAccounts.active')}
        </CheckField>
      </div>
      <div className="admin-bank-account-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {account ? t('bankAccounts.save') : t('bankAccounts.add')}
        </Button>
        {account ? <Button onClick={onDone}>{t('bankAccounts.cancelEdit')}</Button> : null}
      </div>
    </form>
  );
}
