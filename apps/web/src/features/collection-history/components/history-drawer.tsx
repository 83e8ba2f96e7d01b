import type { CollectionDetail, CollectionRow } from '@tahsilat/domain';
import { Button, Drawer, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, intlLocale } from '../../../lib/format.js';
import { readValue } from '../../../lib/session.js';
import { useCollectionDetail } from '../api.js';
import { HistoryErpState, HistoryStatus, InstallmentText, isCollection, rowMoney } from './history-status.js';
import { HistoryTimeline } from './history-timeline.js';
import { ReceiptActions } from './receipt-actions.js';
import '../../../styles/history-drawer.css';

/** One label and value of the drawer's lists; nothing when the value is empty. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') {
    return null;
  }
  return (
    <div className="history-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** "%2,49" in Turkish, "2.49%" in English. */
function useRateText() {
  const { t, i18n } = useTranslation('history');
  const format = new Intl.NumberFormat(intlLocale(i18n.language), {
    maximumFractionDigits: 4,
  });
  return (rate: number) => t('drawer.rate', { rate: format.format(rate) });
}

/** The payment's facts: the row's at once, the detail's (customer, bank codes, events) once it has loaded. */
function HistoryDetails({
  row,
  detail,
  events,
}: {
  row: CollectionRow;
  detail: CollectionDetail | undefined;
  events: ReactNode;
}) {
  const { t } = useTranslation('history');
  const rateText = useRateText();
  const isCollected = isCollection(row.status);
  // A void gave the whole charge back before the card was charged: its status says so, no refund to show.
  const isRefunded = row.status === 'refunded' || row.status === 'partially_refunded';
  return (
    <div className={`history-details history-row-${row.status}`}>
      <div className="history-details-head">
        <div>
          <span className="history-details-total">
            {rowMoney(row, isCollected ? row.totalAmount : row.amount)}
          </span>
          <span className="link-cell-sub">{t(isCollected ? 'drawer.charged' : 'drawer.notCharged')}</span>
        </div>
        <HistoryStatus row={row} />
      </div>
      {row.status === 'success' ? <ReceiptActions row={row} /> : null}
      <section aria-labelledby="history-amounts">
        <h2 id="history-amounts">{t('drawer.amounts')}</h2>
        <dl className="history-facts">
          <Fact label={t('columns.amount')}>{rowMoney(row, row.amount)}</Fact>
          <Fact label={t('columns.commissionAmount')}>
            <span className="history-money history-derived">{rowMoney(row, row.commissionAmount)}</span>
            {detail ? <span className="link-cell-sub"> ({rateText(detail.commissionRate)})</span> : null}
          </Fact>
          <Fact label={t('columns.totalAmount')}>
            <span className="history-money history-derived">{rowMoney(row, row.totalAmount)}</span>
          </Fact>
          <Fact label={t('drawer.refunded')}>
            {isRefunded ? <span className="history-money">{rowMoney(row, row.refundedAmount)}</span> : null}
          </Fact>
          {/* What the payment counts for: 0,00 when voided, failed or pending, less what refunds gave back. A dealer
              sees what it paid, not what its firm nets after the bank's commission. */}
          {readValue('isSubFirm') === 'true' ? null : (
            <Fact label={t(isCollected ? 'drawer.net' : 'columns.netAmount')}>
              <span className="history-money history-net">{rowMoney(row, row.netAmount)}</span>
            </Fact>
          )}
        </dl>
      </section>
      <section aria-labelledby="history-events">
        <h2 id="history-events">{t('drawer.events')}</h2>
        {events}
      </section>
      <section aria-labelledby="history-payment">
        <h2 id="history-payment">{t('drawer.payment')}</h2>
        <dl className="history-facts">
          <Fact label={t('columns.createdAt')}>{formatDateTime(row.createdAt)}</Fact>
          <Fact label={t('columns.orderId')}>
            <span className="link-reference">{row.orderId}</span>
          </Fact>
          <Fact label={t('drawer.reference')}>{row.referenceNumber}</Fact>
          <Fact label={t('columns.firm')}>{row.firm ? `${row.firm.code} · ${row.firm.name}` : null}</Fact>
          <Fact label={t('columns.channel')}>{t(`channel.${row.channel}`)}</Fact>
          <Fact label={t('columns.user')}>{row.userName}</Fact>
          <Fact label={t('drawer.description')}>{detail?.description}</Fact>
          <Fact label={t('drawer.email')}>{detail?.customerEmail}</Fact>
          <Fact label={t('drawer.phone')}>{detail?.mobilePhone}</Fact>
        </dl>
      </section>
      <section aria-labelledby="history-card">
        <h2 id="history-card">{t('drawer.card')}</h2>
        <dl className="history-facts">
          <Fact label={t('columns.bank')}>{row.bankName}</Fact>
          <Fact label={t('columns.card')}>
            <span className="link-reference">{row.maskedCardNumber}</span>
          </Fact>
          <Fact label={t('drawer.holder')}>{row.cardHolderName}</Fact>
          <Fact label={t('drawer.installments')}>
            <InstallmentText row={row} />
          </Fact>
          <Fact label={t('drawer.authCode')}>{detail?.authCode}</Fact>
          <Fact label={t('drawer.hostRef')}>{detail?.hostRefNum}</Fact>
          <Fact label={t('columns.erp')}>
            <HistoryErpState row={row} />
          </Fact>
        </dl>
      </section>
    </div>
  );
}

/** The side panel a row opens: what was paid, by whom, with which card, and what happened to it since. */
export function HistoryDrawer({
  row,
  isOpen,
  isCompact,
  onClose,
}: {
  /** The last payment opened: it stays while the drawer slides away. */
  row: CollectionRow;
  isOpen: boolean;
  isCompact: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('history');
  const detail = useCollectionDetail(isOpen ? row.id : null);
  const title = t('drawer.title', { orderId: row.orderId });
  const events = detail.data ? (
    <HistoryTimeline events={detail.data.timeline} />
  ) : detail.isError ? (
    <div className="history-detail-failed" role="alert">
      <span>{t('drawer.loadFailed')}</span>
      <Button size="small" onClick={() => void detail.refetch()}>
        {t('retry')}
      </Button>
    </div>
  ) : (
    <Spin className="history-events-spin" />
  );
  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      size={isCompact ? '100%' : 520}
      title={title}
      className="history-drawer"
      classNames={{ body: 'history-drawer-body' }}
    >
      {/* The details scroll here, not in the drawer's body: a region the keyboard can reach and scroll. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1) */}
      <section className="history-drawer-scroll" tabIndex={0} aria-label={title}>
        <HistoryDetails row={detail.data ?? row} detail={detail.data} events={events} />
      </section>
    </Drawer>
  );
}
