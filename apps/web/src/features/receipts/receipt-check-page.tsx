import type { ReceiptCheck } from '@tahsilat/domain';
import { formatMoneyText, istanbulDottedDate } from '@tahsilat/domain/pricing';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { api } from '../../lib/api.js';
import { required } from '../../lib/required.js';

/** /receipt-check/:id?s= (the receipt's QR code): whether the receipt is one of ours, with its main facts. */
export function ReceiptCheckPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const signature = search.get('s') ?? '';
  const check = useQuery({
    queryKey: ['receiptCheck', id, signature],
    retry: false,
    queryFn: () =>
      required(
        api.get<ReceiptCheck>(
          `/PosCollection/ReceiptCheck/${encodeURIComponent(id)}`,
          { s: signature },
          { quietStatuses: [400, 404, 406] },
        ),
      ),
  });
  if (check.isPending) {
    return (
      <main className="result-panel" aria-busy="true">
        <p className="result-subtitle">{t('loading')}</p>
      </main>
    );
  }
  const facts = check.data;
  return (
    <main className={`result-panel ${facts ? 'result-success' : 'result-error'}`}>
      <div className="result-icon" aria-hidden="true">
        {facts ? '✓' : '✕'}
      </div>
      <h1 className="result-title">{t(facts ? 'receiptCheck.valid' : 'receiptCheck.invalid')}</h1>
      {facts ? (
        <dl className="receipt-check-facts">
          <dt>{t('receiptCheck.tenant')}</dt>
          <dd>{facts.tenantName}</dd>
          {facts.firmCode ? (
            <>
              <dt>{t('receiptCheck.firm')}</dt>
              <dd>{facts.firmCode}</dd>
            </>
          ) : null}
          <dt>{t('receiptCheck.orderId')}</dt>
          <dd>{facts.orderId}</dd>
          <dt>{t('receiptCheck.date')}</dt>
          <dd>{istanbulDottedDate(new Date(facts.paidAt))}</dd>
          <dt>{t('receiptCheck.total')}</dt>
          <dd>{formatMoneyText(facts.totalAmount, facts.currencyCode)}</dd>
          <dt>{t('receiptCheck.card')}</dt>
          <dd>{facts.maskedCardNumber}</dd>
        </dl>
      ) : (
        <p className="result-subtitle">{t('receiptCheck.invalidHint')}</p>
      )}
    </main>
  );
}
