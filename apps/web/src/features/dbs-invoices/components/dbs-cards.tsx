import type { DbsInvoiceRow } from '@tahsilat/domain';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format.js';
import { type DbsRowsProps, PayEarlyButton } from './dbs-row-parts.js';
import { DbsStatusTag, dbsMoney } from './dbs-status.js';

/** Below 992 px: a card per invoice, what is left and the state first, then the bank's figures and 'Erken öde'. */
export function DbsCards({ items, showFirm, isLoading, empty, onPayEarly }: DbsRowsProps) {
  const { t } = useTranslation('dbs');
  if (items.length === 0) {
    return isLoading ? <Spin className="link-cards-spin" /> : <div className="statement-empty">{empty}</div>;
  }
  const figure = (label: string, value: string | null, row: DbsInvoiceRow) => (
    <div>
      <dt>{label}</dt>
      <dd>{value === null ? '—' : dbsMoney(value, row.currencyCode)}</dd>
    </div>
  );
  return (
    <Spin spinning={isLoading}>
      <ol className="statement-cards" aria-label={t('title')}>
        {items.map((row) => (
          <li key={row.id} className="statement-card dbs-card" data-testid="dbs-card">
            <div className="statement-card-head">
              <strong className="statement-document-no">{row.invoiceNo}</strong>
              <DbsStatusTag status={row.status} />
            </div>
            {showFirm ? (
              <div className="statement-card-text">
                {row.firm.code} · {row.firm.name}
              </div>
            ) : null}
            <div className="dbs-card-line">
              <span>
                {t('columns.dueDate')}: <strong>{formatDay(row.dueDate)}</strong>
              </span>
              <span>{row.bankName}</span>
            </div>
            <dl className="statement-card-figures">
              {figure(t('columns.amount'), row.amount, row)}
              {figure(t('columns.guaranteedAmount'), row.guaranteedAmount, row)}
              {figure(t('columns.paid'), row.paidAmount, row)}
              <div>
                <dt>{t('columns.remaining')}</dt>
                <dd className="statement-balance">{dbsMoney(row.remaining, row.currencyCode)}</dd>
              </div>
            </dl>
            <div className="dbs-card-line dbs-card-dates">
              <span>
                {t('columns.invoiceDate')}: {formatDay(row.invoiceDate)}
              </span>
              {row.collectionDate ? (
                <span>
                  {t('columns.collectionDate')}: {formatDay(row.collectionDate)}
                </span>
              ) : null}
            </div>
            <PayEarlyButton row={row} onPayEarly={onPayEarly} block />
          </li>
        ))}
      </ol>
    </Spin>
  );
}
