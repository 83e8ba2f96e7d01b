import type { CollectionRow } from '@tahsilat/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../../lib/notify.js';
import { isActing } from '../../../lib/session.js';
import { downloadReceipt, mailReceipt } from '../api.js';

/** A successful payment's receipt: download it, or have it e-mailed to the payer. */
export function ReceiptActions({ row }: { row: CollectionRow }) {
  const { t } = useTranslation('history');
  const [busy, setBusy] = useState<'download' | 'mail' | null>(null);
  const download = async () => {
    setBusy('download');
    const saved = await downloadReceipt(row.id, `dekont-${row.orderId}.pdf`);
    setBusy(null);
    if (!saved) {
      notifier.show('error', t('receipt.downloadFailed'));
    }
  };
  const mail = async () => {
    setBusy('mail');
    const answer = await mailReceipt(row.id);
    setBusy(null);
    // A refusal (no address on record, too many mails) is shown by the API client as the catalogue says.
    if (answer.success && answer.data) {
      notifier.show('success', t('receipt.sent', { to: answer.data.to }));
    }
  };
  return (
    <div className="history-receipt-actions">
      <Button type="primary" loading={busy === 'download'} onClick={() => void download()}>
        {t('receipt.download')}
      </Button>
      {/* A dealer's read-only view sends nothing. */}
      {isActing() ? null : (
        <Button loading={busy === 'mail'} onClick={() => void mail()}>
          {t('receipt.mail')}
        </Button>
      )}
    </div>
  );
}
