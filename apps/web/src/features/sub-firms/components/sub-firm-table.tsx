import type { SubFirmRow } from '@tahsilat/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { formatDateTime } from '../../../lib/format.js';
import type { SubFirmAction } from '../sub-firm-actions.js';
import { nextSort, type SubFirmSort, type SubFirmSortField } from '../sub-firm-query.js';
import { SubFirmNameLink, SubFirmRowActions } from './sub-firm-row-actions.js';
import { BalanceAmount, OverdueAmount, riskLimitText, SubFirmTags } from './sub-firm-tags.js';

/** The wide screen's table; the server sorts (code, name) and pages. */
export function SubFirmTable({
  items,
  isLoading,
  sort,
  empty,
  onSortChange,
  onAction,
}: {
  items: SubFirmRow[];
  isLoading: boolean;
  sort: SubFirmSort;
  empty: ReactNode;
  onSortChange: (sort: SubFirmSort) => void;
  onAction: (action: SubFirmAction, row: SubFirmRow) => void;
}) {
  const { t } = useTranslation('subfirms');
  const sortBy = (field: SubFirmSortField) => ({
    order: sort.by === field ? sort.dir : null,
    onSort: () => onSortChange(nextSort(sort, field)),
  });
  const sub = (text: string | null) =>
    text ? <span className="link-cell-sub text-ellipsis">{text}</span> : null;

  // Fits the 1280 px screen without scrolling: each cell stacks what belongs together (the firm and its ids,
  // the contact and how to reach it, the balance and its limit, the users and their last sign-in).
  const columns: DataColumn<SubFirmRow>[] = [
    {
      key: 'code',
      title: t('columns.code'),
      sort: sortBy('code'),
      width: 80,
      render: (row) => <span className="link-reference">{row.code}</span>,
    },
    {
      key: 'name',
      title: t('columns.name'),
      sort: sortBy('name'),
      render: (row) => (
        <div className="link-cell-stack">
          <SubFirmNameLink row={row} onAction={onAction} />
          {row.taxNumber ? (
            <span className="link-cell-sub">
              <span className="sr-only">{t('columns.taxNumber')}: </span>
              <span className="link-reference">{row.taxNumber}</span>
            </span>
          ) : null}
          {sub(row.city)}
        </div>
      ),
    },
    {
      key: 'contact',
      title: t('columns.contactAndReach'),
      width: 168,
      render: (row) => (
        <div className="link-cell-stack">
          <span className="text-ellipsis">{row.contactName ?? '—'}</span>
          {sub(row.email)}
          {sub(row.phone)}
        </div>
      ),
    },
    {
      key: 'users',
      title: t('columns.usersAndSignIn'),
      width: 120,
      render: (row) => (
        <div className="link-cell-stack">
          <span>{t('cards.users', { count: row.userCount })}</span>
          <span className="link-cell-sub">
            {formatDateTime(row.lastSignInAt) || t('cards.neverSignedIn')}
          </span>
        </div>
      ),
    },
    {
      key: 'balance',
      title: t('columns.balanceAndLimit'),
      align: 'end',
      width: 136,
      pin: true,
      render: (row) => (
        <div className="link-cell-stack link-cell-end">
          <BalanceAmount row={row} />
          <span className="link-cell-sub link-nowrap">{t('cards.limit', { limit: riskLimitText(row) })}</span>
        </div>
      ),
    },
    {
      key: 'overdue',
      title: t('columns.overdue'),
      align: 'end',
      width: 112,
      pin: true,
      render: (row) => <OverdueAmount row={row} />,
    },
    {
      key: 'status',
      title: t('columns.status'),
      width: 88,
      pin: true,
      render: (row) => <SubFirmTags row={row} isStacked />,
    },
    {
      key: 'actions',
      title: <span className="sr-only">{t('columns.actions')}</span>,
      width: 112,
      stickyEnd: true,
      render: (row) => <SubFirmRowActions row={row} onAction={onAction} />,
    },
  ];
  return (
    <DataTable
      className="sub-firm-table"
      columns={columns}
      rows={items}
      rowKey={(row) => row.id}
      rowClassName={(row) => (row.status === 'passive' ? 'sub-firm-row-passive' : undefined)}
      loading={isLoading}
      empty={empty}
      minWidth={960}
    />
  );
}
