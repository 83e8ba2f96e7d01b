import type { PlanLine } from '@tahsilat/domain';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { dueLineName, formatDay } from '../../../lib/format.js';
import { isPayable } from '../plan-query.js';
import { DaysOverdue, PlanStatusTag, planMoney } from './plan-status.js';

/** The plan lines with a checkbox each (open lines only) and a per-row 'Öde'. */
export function PlanTable({
  items,
  showInterest,
  selectedIds,
  isLoading,
  empty,
  onSelectionChange,
  onPay,
}: {
  items: PlanLine[];
  showInterest: boolean;
  selectedIds: string[];
  isLoading: boolean;
  empty: ReactNode;
  onSelectionChange: (ids: string[]) => void;
  /** Absent in a dealer's read-only view: no pay buttons. */
  onPay?: (line: PlanLine) => void;
}) {
  const { t } = useTranslation('plan');
  const documentOf = dueLineName;
  const columns: DataColumn<PlanLine>[] = [
    {
      title: t('columns.dueDate'),
      key: 'dueDate',
      width: 96,
      render: (line) => formatDay(line.dueDate),
    },
    {
      title: t('columns.document'),
      key: 'document',
      ellipsis: true,
      render: (line) => (
        <span className="statement-cell-stack">
          <span>
            <span className="statement-document-no plan-document-no">{line.documentNo}</span>
            {line.installmentCount > 1 ? (
              <small>{` · ${t('columns.installment')} ${line.installmentNo}/${line.installmentCount}`}</small>
            ) : null}
          </span>
          <small title={line.description ?? undefined}>{line.description}</small>
        </span>
      ),
    },
    {
      title: t('columns.amount'),
      key: 'amount',
      align: 'end',
      width: 118,
      render: (line) => planMoney(line.amount, line.currencyCode),
    },
    {
      title: t('columns.remaining'),
      key: 'remaining',
      align: 'end',
      width: 124,
      render: (line) => <strong>{planMoney(line.remaining, line.currencyCode)}</strong>,
    },
    {
      title: t('columns.daysOverdue'),
      key: 'daysOverdue',
      align: 'end',
      width: 76,
      render: (line) => <DaysOverdue days={line.daysOverdue} />,
    },
    ...(showInterest
      ? [
          {
            title: t('columns.lateInterest'),
            key: 'lateInterest',
            align: 'end' as const,
            width: 104,
            render: (line: PlanLine) =>
              line.lateInterest && line.lateInterest !== '0.00'
                ? planMoney(line.lateInterest, line.currencyCode)
                : '',
          },
        ]
      : []),
    {
      title: t('columns.status'),
      key: 'status',
      width: 104,
      pin: true,
      render: (line) => <PlanStatusTag status={line.status} />,
    },
    {
      title: <span className="sr-only">{t('columns.actions')}</span>,
      key: 'actions',
      width: 64,
      stickyEnd: true,
      render: (line) =>
        isPayable(line) && onPay ? (
          <Button
            size="small"
            onClick={() => onPay(line)}
            aria-label={t('payLine', { document: documentOf(line) })}
          >
            {t('pay')}
          </Button>
        ) : null,
    },
  ];
  return (
    <DataTable<PlanLine>
      className="plan-table"
      rowKey={(line) => line.id}
      columns={columns}
      rows={items}
      loading={isLoading}
      empty={empty}
      selection={{
        selected: selectedIds,
        isSelectable: isPayable,
        onChange: onSelectionChange,
        rowLabel: (line) => t('selectLine', { document: documentOf(line) }),
        allLabel: t('selectPage'),
      }}
    />
  );
}
