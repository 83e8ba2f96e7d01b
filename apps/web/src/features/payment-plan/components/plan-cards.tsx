import type { PlanLine } from '@tahsilat/domain';
import { Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TapCheck } from '../../../components/tap-check.js';
import { dueLineName, formatDay } from '../../../lib/format.js';
import { isPayable } from '../plan-query.js';
import { DaysOverdue, PlanStatusTag, planMoney } from './plan-status.js';

/** Below 992 px: a card per line, with its checkbox and 'Öde'. */
export function PlanCards({
  items,
  selectedIds,
  isLoading,
  empty,
  onToggle,
  onPay,
}: {
  items: PlanLine[];
  selectedIds: string[];
  isLoading: boolean;
  empty: ReactNode;
  onToggle: (line: PlanLine, selected: boolean) => void;
  /** Absent in a dealer's read-only view: no pay buttons. */
  onPay?: (line: PlanLine) => void;
}) {
  const { t } = useTranslation('plan');
  const selected = new Set(selectedIds);
  return (
    <Spin spinning={isLoading}>
      {items.length === 0 ? <div className="statement-empty">{empty}</div> : null}
      <ol className="statement-cards">
        {items.map((line) => {
          const document = dueLineName(line);
          return (
            <li key={line.id} className="statement-card">
              <div className="statement-card-head">
                {isPayable(line) ? (
                  <TapCheck
                    checked={selected.has(line.id)}
                    onChange={(checked) => onToggle(line, checked)}
                    label={t('selectLine', { document })}
                  >
                    {formatDay(line.dueDate)}
                  </TapCheck>
                ) : (
                  <span>{formatDay(line.dueDate)}</span>
                )}
                <PlanStatusTag status={line.status} />
              </div>
              <div className="statement-card-text">
                <strong className="statement-document-no">{line.documentNo}</strong> {line.description}
              </div>
              <dl className="statement-card-figures">
                <div>
                  <dt>{t('columns.amount')}</dt>
                  <dd>{planMoney(line.amount, line.currencyCode)}</dd>
                </div>
                <div>
                  <dt>{t('columns.remaining')}</dt>
                  <dd className="statement-balance">{planMoney(line.remaining, line.currencyCode)}</dd>
                </div>
                {line.daysOverdue > 0 ? (
                  <div>
                    <dt>{t('columns.daysOverdue')}</dt>
                    <dd>
                      <DaysOverdue days={line.daysOverdue} />
                    </dd>
                  </div>
                ) : null}
              </dl>
              {isPayable(line) && onPay ? (
                <Button block onClick={() => onPay(line)} aria-label={t('payLine', { document })}>
                  {t('pay')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Spin>
  );
}
