import type { DiscountInvoiceRow, DiscountTermsView } from '@tahsilat/domain';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TapCheck } from '../../../components/tap-check.js';
import { formatDay, formatMoney } from '../../../lib/format.js';
import { blockOn, daysOn } from '../discount-view.js';
import { InvoiceState } from './invoice-state.js';

/** Below 992 px: a card per invoice, with its checkbox when it can be chosen. */
export function InvoiceCards({
  items,
  terms,
  valueDate,
  selectedIds,
  isLoading,
  empty,
  onToggle,
}: {
  items: DiscountInvoiceRow[];
  terms: DiscountTermsView;
  valueDate: string;
  selectedIds: string[];
  isLoading: boolean;
  empty: ReactNode;
  onToggle: (id: string, selected: boolean) => void;
}) {
  const { t } = useTranslation('discount');
  const selected = new Set(selectedIds);
  return (
    <Spin spinning={isLoading}>
      {items.length === 0 ? <div className="statement-empty">{empty}</div> : null}
      <ol className="statement-cards">
        {items.map((row) => {
          const block = blockOn(row, valueDate, terms);
          return (
            <li key={row.id} className="statement-card" data-testid="discount-invoice-card">
              <div className="statement-card-head">
                {block === null ? (
                  <TapCheck
                    checked={selected.has(row.id)}
                    onChange={(checked) => onToggle(row.id, checked)}
                    label={t('invoices.selectInvoice', { invoiceNo: row.invoiceNo })}
                  >
                    <strong className="statement-document-no">{row.invoiceNo}</strong>
                  </TapCheck>
                ) : (
                  <strong className="statement-document-no">{row.invoiceNo}</strong>
                )}
                <InvoiceState row={row} block={block} terms={terms} />
              </div>
              <dl className="statement-card-figures">
                <div>
                  <dt>{t('columns.dueDate')}</dt>
                  <dd>{formatDay(row.dueDate)}</dd>
                </div>
                <div>
                  <dt>{t('columns.days')}</dt>
                  <dd>{daysOn(row, valueDate, terms)}</dd>
                </div>
                <div>
                  <dt>{t('columns.open')}</dt>
                  <dd className="statement-balance">{formatMoney(row.openAmount, row.currencyCode)}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ol>
    </Spin>
  );
}
