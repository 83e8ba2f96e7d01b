import type { BankTransferRow } from '@tahsilat/domain';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.js';
import { formatMoney } from '../../../lib/format.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { useUserFirms } from '../users/api.js';
import { useDecideTransfer } from './api.js';

/**
 * Matches one incoming transfer to a firm: the suggested firms as one-click choices, or any firm searched by code
 * or name. The sender's IBAN is learnt for the firm (said in the dialog), so the next transfer from it matches itself.
 */
export function MatchDialog({ transfer, onClose }: { transfer: BankTransferRow; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const decide = useDecideTransfer();
  const [search, setSearch] = useState('');
  const [firmId, setFirmId] = useState<string | undefined>(transfer.suggestions[0]?.id);
  const firms = useUserFirms(useDebouncedValue(search, 250));
  const match = async () => {
    if (!firmId) {
      return;
    }
    const result = await decide.mutateAsync({ id: transfer.id, action: 'match', firmId });
    if (result.success) {
      onClose();
    }
  };
  const options = [
    ...transfer.suggestions.map((firm) => ({ value: firm.id, label: `${firm.code} · ${firm.name}` })),
    ...(firms.data ?? [])
      .filter((firm) => !transfer.suggestions.some((s) => s.id === firm.id))
      .map((firm) => ({ value: firm.id, label: `${firm.code} · ${firm.name}` })),
  ];
  return (
    <Dialog
      title={t('bankTransfers.matchDialog.title')}
      closeLabel={tc('dialog.close')}
      onClose={onClose}
      className="admin-transfer-match-dialog"
      footer={
        <>
          <Button onClick={onClose}>{t('bankTransfers.matchDialog.cancel')}</Button>
          <Button type="primary" disabled={!firmId} loading={decide.isPending} onClick={() => void match()}>
            {t('bankTransfers.matchDialog.submit')}
          </Button>
        </>
      }
    >
      <p className="admin-transfer-facts">
        <strong>{formatMoney(transfer.amount, transfer.currencyCode)}</strong> ·{' '}
        {transfer.counterpartyName ?? '—'}
        <br />
        <span className="admin-muted">{transfer.description}</span>
      </p>
      {transfer.suggestions.length > 0 ? (
        <fieldset className="admin-transfer-suggestions">
          <legend>{t('bankTransfers.matchDialog.suggested')}</legend>
          {transfer.suggestions.map((firm) => (
            <Button
              key={firm.id}
              type={firmId === firm.id ? 'primary' : 'default'}
              aria-pressed={firmId === firm.id}
              onClick={() => setFirmId(firm.id)}
            >
              {firm.code} · {firm.name}
            </Button>
          ))}
        </fieldset>
      ) : null}
      <label className="field-label" htmlFor="transfer-match-firm">
        {t('bankTransfers.matchDialog.search')}
      </label>
      <Select
        id="transfer-match-firm"
        className="admin-transfer-firm"
        showSearch={{ filterOption: false, onSearch: setSearch }}
        value={firmId}
        onChange={(value: string) => setFirmId(value)}
        options={options}
        loading={firms.isFetching}
        // Inside the dialog: the native modal dialog makes the rest of the page inert, a list there cannot be used.
        getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
      />
      <p className="admin-muted">{t('bankTransfers.matchDialog.learns')}</p>
    </Dialog>
  );
}
