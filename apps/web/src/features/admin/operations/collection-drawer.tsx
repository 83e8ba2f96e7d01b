import type { AdminCollectionRow, CollectionReversals } from '@tahsilat/domain';
import { Button, Drawer, Spin, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format.js';
import { CardCell, HistoryStatusTag, rowMoney } from '../../collection-history/components/history-status.js';
import { useCollectionReversals } from './api.js';
import { LateChargeNote } from './late-charge.js';
import { ReversalForm } from './reversal-form.js';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return children === null || children === '' ? null : (
    <div className="history-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The reversals so far: each void or refund, its amount, state, reason and who asked. */
function ReversalList({ reversals }: { reversals: CollectionReversals }) {
  const { t } = useTranslation('adminops');
  if (reversals.reversals.length === 0) {
    return <p className="admin-muted">{t('reversals.none')}</p>;
  }
  return (
    <ul className="ops-reversals">
      {reversals.reversals.map((reversal) => (
        <li key={reversal.id}>
          <strong>{formatMoney(reversal.amount, reversal.currencyCode)}</strong>{' '}
          <Tag
            color={reversal.status === 'approved' ? 'green' : reversal.status === 'declined' ? 'red' : 'gold'}
          >
            {t(`reversals.kinds.${reversal.kind}`)} · {reversal.statusText}
          </Tag>
          <span className="link-cell-sub">
            {formatDateTime(reversal.createdAt)} · {reversal.requestedBy} · {reversal.reason}
          </span>
          {reversal.message ? <span className="link-cell-sub">{reversal.message}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** One collection: its facts, what was given back and what may still be, and the void or refund form. */
export function CollectionDrawer({
  row,
  isOpen,
  isCompact,
  onClose,
}: {
  row: AdminCollectionRow;
  isOpen: boolean;
  isCompact: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminops');
  const reversals = useCollectionReversals(isOpen ? row.id : null);
  const title = t('collections.drawerTitle', { order: row.orderId });
  const data = reversals.data;
  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      size={isCompact ? '100%' : 640}
      title={title}
      extra={<HistoryStatusTag status={data?.reversalState ?? row.status} />}
      className="ops-drawer"
    >
      <LateChargeNote row={row} />
      <dl className="history-facts">
        <Fact label={t('collections.columns.createdAt')}>{formatDateTime(row.createdAt)}</Fact>
        <Fact label={t('collections.columns.firm')}>
          {row.firm ? `${row.firm.code} · ${row.firm.name}` : null}
        </Fact>
        <Fact label={t('collections.columns.order')}>{row.orderId}</Fact>
        <Fact label={t('collections.reference')}>{row.referenceNumber}</Fact>
        <Fact label={t('collections.columns.card')}>
          <CardCell row={row} />
        </Fact>
        <Fact label={t('collections.payer')}>{row.cardHolderName}</Fact>
        <Fact label={t('collections.columns.bank')}>{row.bankName}</Fact>
        <Fact label={t('collections.net')}>{rowMoney(row, row.amount)}</Fact>
        <Fact label={t('collections.columns.amount')}>{rowMoney(row, row.totalAmount)}</Fact>
        <Fact label={t('collections.columns.refunded')}>
          <span data-testid="ops-drawer-refunded">
            {rowMoney(row, data?.refundedAmount ?? row.refundedAmount)}
          </span>
        </Fact>
        <Fact label={t('collections.refundable')}>{data ? rowMoney(row, data.refundableAmount) : null}</Fact>
      </dl>
      <section aria-labelledby="ops-reversals-title">
        <h2 id="ops-reversals-title" className="discount-heading">
          {t('reversals.title')}
        </h2>
        {data ? (
          <>
            <ReversalList reversals={data} />
            <ReversalForm key={row.id} row={row} reversals={data} />
          </>
        ) : reversals.isError ? (
          <div className="history-detail-failed" role="alert">
            <span>{t('loadFailed')}</span>
            <Button size="small" onClick={() => void reversals.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <Spin />
        )}
      </section>
    </Drawer>
  );
}
