import type { StatementPage } from '@tahsilat/domain';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format.js';
import { amountText, balanceText } from '../statement-query.js';
import { type DisplayRow, useRowTexts } from './statement-table.js';

/** Below 992 px: one card a row, the amount and the balance after it side by side. */
export function StatementCards({
  rows,
  page,
  showTotals,
  isLoading,
  empty,
}: {
  rows: DisplayRow[];
  page: StatementPage | undefined;
  showTotals: boolean;
  isLoading: boolean;
  empty: ReactNode;
}) {
  const { t } = useTranslation('statement');
  const texts = useRowTexts();
  const totals = page?.totals;
  return (
    <Spin spinning={isLoading}>
      {rows.length === 0 ? <div className="statement-empty">{empty}</div> : null}
      <ol className="statement-cards">
        {rows.map((row) => {
          const debit = amountText(row.debit, true);
          const credit = amountText(row.credit, true);
          return (
            <li key={`${row.kind}-${row.id}`} className={`statement-card statement-row-${row.kind}`}>
              <div className="statement-card-head">
                <span>{formatDay(row.date)}</span>
                <span>{texts.type(row)}</span>
              </div>
              {row.documentNo || row.kind === 'opening' || row.description ? (
                <div className="statement-card-text">
                  {row.documentNo ? <strong>{row.documentNo} </strong> : null}
                  {texts.description(row)}
                </div>
              ) : null}
              <dl className="statement-card-figures">
                {debit ? (
                  <div>
                    <dt>{t('columns.debit')}</dt>
                    <dd>{debit}</dd>
                  </div>
                ) : null}
                {credit ? (
                  <div>
                    <dt>{t('columns.credit')}</dt>
                    <dd>{credit}</dd>
                  </div>
                ) : null}
                {row.fxAmount ? (
                  <div>
                    <dt>{t('columns.currency')}</dt>
                    <dd>{texts.fx(row)}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('columns.balance')}</dt>
                  <dd className="statement-balance">{balanceText(row.balance, row.side)}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ol>
      {showTotals && totals ? (
        <div className="panel panel-body statement-card-totals">
          <dl className="statement-card-figures">
            <div>
              <dt>{t('summary.debit')}</dt>
              <dd>{amountText(totals.debit)}</dd>
            </div>
            <div>
              <dt>{t('summary.credit')}</dt>
              <dd>{amountText(totals.credit)}</dd>
            </div>
            <div>
              <dt>{t('summary.closing')}</dt>
              <dd className="statement-balance">
                {balanceText(totals.closing.balance, totals.closing.side)}
              </dd>
            </div>
          </dl>
        </div>
      ) : null}
    </Spin>
  );
}
