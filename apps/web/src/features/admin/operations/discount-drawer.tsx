import type { DiscountRequestSummary } from '@tahsilat/domain';
import { Button, Drawer, Input, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '../../../lib/format.js';
import { DiscountLines, DiscountTotals } from '../../invoice-discount/components/discount-figures.js';
import { RequestStatusTag } from '../../invoice-discount/components/request-status.js';
import { decimalText } from '../../invoice-discount/discount-view.js';
import { downloadDiscountPdf, useAdminDiscount, useDiscountDecision } from './api.js';

type Decision = 'approved' | 'paid' | 'rejected';

/** What may follow each state (the domain's DISCOUNT_STATUS_MOVES, listed here so the page does not load zod). */
const MOVES: Record<DiscountRequestSummary['status'], readonly Decision[]> = {
  requested: ['approved', 'rejected'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
};

/** One request: its firm, terms and totals, its invoices, the PDF, and the administrator's decision. */
export function DiscountDrawer({
  request,
  isOpen,
  isCompact,
  onClose,
}: {
  request: DiscountRequestSummary;
  isOpen: boolean;
  isCompact: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('adminops');
  const { t: td } = useTranslation('discount');
  const detail = useAdminDiscount(isOpen ? request.id : null);
  const decide = useDiscountDecision();
  const [note, setNote] = useState('');
  const facts: [string, string | null][] = [
    [t('discounts.columns.firm'), `${request.firm.code} · ${request.firm.name}`],
    [td('requests.createdAt'), formatDateTime(request.createdAt)],
    [td('requests.valueDate'), formatDay(request.valueDate)],
    [td('drawer.method'), td(`terms.methods.${request.method}`)],
    [td('drawer.rate'), td('drawer.rateValue', { rate: decimalText(request.annualRate, i18n.language) })],
    [td('drawer.decidedAt'), request.decidedAt ? formatDateTime(request.decidedAt) : null],
    [td('drawer.note'), request.note],
  ];
  const moves = MOVES[request.status];
  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      size={isCompact ? '100%' : 880}
      title={td('drawer.title', { requestNo: request.requestNo })}
      extra={<RequestStatusTag status={request.status} />}
      className="discount-drawer"
    >
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
      {moves.length > 0 ? (
        <section aria-labelledby="ops-decision-title" className="ops-decision">
          <h2 id="ops-decision-title" className="discount-heading">
            {t('discounts.decision')}
          </h2>
          <Input.TextArea
            rows={2}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-label={t('discounts.note')}
            placeholder={t('discounts.note')}
          />
          <Space wrap>
            {moves.map((status) => (
              <Button
                key={status}
                type={status === 'rejected' ? 'default' : 'primary'}
                danger={status === 'rejected'}
                loading={decide.isPending && decide.variables?.status === status}
                onClick={() =>
                  void decide
                    .mutateAsync({ id: request.id, status, ...(note.trim() ? { note: note.trim() } : {}) })
                    .then(() => setNote(''))
                }
              >
                {t(`discounts.moves.${status}`)}
              </Button>
            ))}
          </Space>
        </section>
      ) : null}
      <h2 className="discount-heading">{td('drawer.totals')}</h2>
      <DiscountTotals totals={request.totals} testId="ops-discount-total" />
      <div className="ops-drawer-head">
        <h2 className="discount-heading">{td('drawer.lines')}</h2>
        <Button size="small" onClick={() => void downloadDiscountPdf(request.id, `${request.requestNo}.pdf`)}>
          {t('discounts.pdf')}
        </Button>
      </div>
      {detail.data ? (
        <DiscountLines lines={detail.data.lines} label={td('drawer.lines')} isCompact={isCompact} />
      ) : detail.isError ? (
        <div className="history-detail-failed" role="alert">
          <span>{t('loadFailed')}</span>
          <Button size="small" onClick={() => void detail.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
