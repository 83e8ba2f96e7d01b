import type { PlanLine } from '@tahsilat/domain';
import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../payment-links/link-format.js';
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
  onPay: (line: PlanLine) => void;
}) {
  const { t } = useTranslation('plan');
  const documentOf = (line: PlanLine) => line.documentNo ?? formatDay(line.dueDate);
  const columns: ColumnsType<PlanLine> = [
    {
      title: t('columns.dueDate'),
      dataIndex: 'dueDate',
      width: 96,
      render: (value: string) => formatDay(value),
    },
    {
      title: t('columns.document'),
      key: 'document',
      ellipsis: true,
      render: (_, line) => (
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
      align: 'right',
      width: 118,
      render: (_, line) => planMoney(line.amount, line.currencyCode),
    },
    {
      title: t('columns.remaining'),
      key: 'remaining',
      align: 'right',
      width: 124,
      render: (_, line) => <strong>{planMoney(line.remaining, line.currencyCode)}</strong>,
    },
    {
      title: t('columns.daysOverdue'),
      dataIndex: 'daysOverdue',
      align: 'right',
      width: 76,
      render: (days: number) => <DaysOverdue days={days} />,
    },
    ...(showInterest
      ? [
          {
            title: t('columns.lateInterest'),
            key: 'lateInterest',
            align: 'right' as const,
            width: 104,
            render: (_: unknown, line: PlanLine) =>
              line.lateInterest && line.lateInterest !== '0.00'
                ? planMoney(line.lateInterest, line.currencyCode)
                : '',
          },
        ]
      : []),
    {
      title: t('columns.status'),
      dataIndex: 'status',
      width: 104,
      render: (status: PlanLine['status']) => <PlanStatusTag status={status} />,
    },
    {
      title: <span className="sr-only">{t('columns.actions')}</span>,
      key: 'actions',
      width: 64,
      render: (_, line) =>
        isPayable(line) ? (
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
    <Table<PlanLine>
      className="plan-table"
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={isLoading}
      pagination={false}
      tableLayout="fixed"
      locale={{ emptyText: empty }}
      rowSelection={{
        selectedRowKeys: selectedIds,
        preserveSelectedRowKeys: true,
        onChange: (keys: Key[]) => onSelectionChange(keys.map(String)),
        getCheckboxProps: (line) => ({
          disabled: !isPayable(line),
          'aria-label': t('selectLine', { document: documentOf(line) }),
        }),
      }}
    />
  );
}
