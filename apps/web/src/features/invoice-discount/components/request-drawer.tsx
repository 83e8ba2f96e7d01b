import type { DiscountRequestSummary } from '@tahsilat/domain';
import { Button, Drawer, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '../../../lib/format.js';
import { useDiscountRequest } from '../api.js';
import { decimalText } from '../discount-view.js';
import { DiscountLines, DiscountTotals } from './discount-figures.js';
import { RequestStatusTag } from './request-status.js';

/** One request: its facts and totals at once (from the list), its invoices once they have loaded. */
export function RequestDrawer({
  request,
  isOpen,
  isCompact,
  onClose,
}: {
  /** The last request opened: it stays while the drawer slides away. */
  request: DiscountRequestSummary;
  isOpen: boolean;
  isCompact: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('discount');
  const detail = useDiscountRequest(isOpen ? request.id : null);
  const title = t('drawer.title', { requestNo: request.requestNo });
  const facts: [string, string | null][] = [
    [t('requests.createdAt'), formatDateTime(request.createdAt)],
    [t('requests.valueDate'), formatDay(request.valueDate)],
    [t('drawer.method'), t(`terms.methods.${request.method}`)],
    [t('drawer.rate'), t('drawer.rateValue', { rate: decimalText(request.annualRate, i18n.language) })],
    [t('drawer.decidedAt'), request.decidedAt ? formatDateTime(request.decidedAt) : null],
    [t('drawer.note'), request.note],
  ];
  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      size={isCompact ? '100%' : 880}
      title={title}
      extra={<RequestStatusTag status={request.status} />}
      className="discount-drawer"
    >
      <section aria-labelledby="discount-drawer-facts">
        <h2 id="discount-drawer-facts" className="discount-heading">
          {t('drawer.facts')}
        </h2>
        <dl className="discount-facts">
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </section>
      <section aria-labelledby="discount-drawer-totals">
        <h2 id="discount-drawer-totals" className="discount-heading">
          {t('drawer.totals')}
        </h2>
        <DiscountTotals totals={request.totals} testId="discount-request-total" />
      </section>
      <div>
        <h2 className="discount-heading">{t('drawer.lines')}</h2>
        {detail.data ? (
          <DiscountLines lines={detail.data.lines} label={t('drawer.lines')} isCompact={isCompact} />
        ) : detail.isError ? (
          <div className="history-detail-failed" role="alert">
            <span>{t('drawer.loadFailed')}</span>
            <Button size="small" onClick={() => void detail.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <Spin />
        )}
      </div>
    </Drawer>
  );
}
