import type { PosCollectionDueItems, PosTransaction } from '@tahsilat/domain';
import { CURRENCY_CODES, formatAmount, parseAmount } from '@tahsilat/domain/pricing';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHead } from '../../components/page-head.js';
import { Panel } from '../../components/panel.js';
import { formatDay } from '../../lib/format.js';
import { readMenu } from '../../lib/session.js';
import { PayForm } from '../pay/pay-form.js';
import { formatMoney } from '../pay/pay-format.js';
import { PayLoadFailed, PayNoProvider, PayNotice, PaySkeleton } from '../pay/pay-layout.js';
import type { CurrencyCode } from '../pay/pay-model.js';
import type { PortalPayment } from '../pay/pay-target.js';
import { ReportFirmSelect } from '../reports/report-firms.js';
import { useDueItems, usePortalSetup } from './api.js';
import '../../styles/pay.css';
import '../../styles/pos-collection.css';

const ITEM_ID = /^[1-9]\d{0,17}$/;

/**
 * What the address prefills (`/pos-collection?amount=&items=&currency=&firmId=`, DESIGN 13; `description=` from
 * the DBS invoices' 'Erken öde'), read defensively.
 */
function readPrefill(search: URLSearchParams) {
  const amount = parseAmount(search.get('amount') ?? '');
  const currency = search.get('currency');
  const items = (search.get('items') ?? '')
    .split(',')
    .filter((id) => ITEM_ID.test(id))
    .slice(0, 100);
  return {
    firmId: search.get('firmId') ?? undefined,
    amount: amount !== null && amount > 0n ? formatAmount(amount) : null,
    currency: CURRENCY_CODES.includes(currency as CurrencyCode) ? (currency as CurrencyCode) : null,
    items: [...new Set(items)],
    description: search.get('description')?.trim().slice(0, 500) || null,
  };
}

/** The plan lines being paid: document, due date, what is left and what is already paid here. */
function DueItemsPanel({ due }: { due: PosCollectionDueItems }) {
  const { t } = useTranslation('pay');
  return (
    <Panel title={t('portal.itemsTitle', { count: due.items.length })} className="portal-items">
      <ul className="portal-item-list">
        {due.items.map((line) => (
          <li key={line.id}>
            <span className="portal-item-document">
              {line.documentNo ?? line.description ?? line.id}
              {line.installmentCount > 1 ? (
                <small>{` · ${t('portal.installment', { n: line.installmentNo, of: line.installmentCount })}`}</small>
              ) : null}
            </span>
            <span className="portal-item-due">{t('portal.due', { date: formatDay(line.dueDate) })}</span>
            <strong>{formatMoney(line.remaining, line.currencyCode)}</strong>
            {line.pendingAmount !== '0.00' ? (
              <small className="portal-item-pending">
                {t('portal.pending', { amount: formatMoney(line.pendingAmount, line.currencyCode) })}
              </small>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="portal-items-open">
        {t('portal.open')}:{' '}
        <strong data-testid="portal-items-open">{formatMoney(due.open, due.currencyCode)}</strong>
      </p>
    </Panel>
  );
}

/**
 * /pos-collection (flag posCollection): the payment form of the public page inside the portal. The firm is the
 * user's own, or for a main firm's user one of its dealers; from the payment plan it comes prefilled with the
 * lines chosen, which are recorded with the payment.
 */
export function PosCollectionPage() {
  const { t } = useTranslation('pay');
  const [search, setSearch] = useSearchParams();
  const prefill = useMemo(() => readPrefill(search), [search]);
  const setup = usePortalSetup();
  const due = useDueItems(prefill.firmId, prefill.items);
  const queryClient = useQueryClient();

  const firms = setup.data?.firms ?? [];
  const firm = firms.find((candidate) => candidate.id === prefill.firmId) ?? firms.find((f) => f.isOwn);
  const paid = useCallback(
    (_transaction: PosTransaction) => {
      // The plan, the home page and the statement show the payment now; the lines are not offered again.
      for (const key of ['paymentPlan', 'homeSummary', 'statement', 'posCollection']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
      if (prefill.items.length > 0) {
        setSearch((current) => {
          const next = new URLSearchParams(current);
          next.delete('items');
          next.delete('amount');
          return next;
        });
      }
    },
    [queryClient, prefill.items.length, setSearch],
  );

  const chooseFirm = (firmId: string | undefined) =>
    setSearch(firmId ? new URLSearchParams({ firmId }) : new URLSearchParams());

  let content: ReactNode;
  if (setup.isPending || (prefill.items.length > 0 && due.isPending)) {
    content = <PaySkeleton label={t('loading')} />;
  } else if (setup.isError || !setup.data || !firm) {
    content = <PayLoadFailed onRetry={() => void setup.refetch()} />;
  } else if (setup.data.pay.providers.length === 0) {
    content = <PayNoProvider />;
  } else {
    const itemsFailed = prefill.items.length > 0 && !due.data;
    const payment: PortalPayment = {
      firm: { id: firm.id, name: `${firm.code} · ${firm.name}` },
      customerName: firm.name,
      amount: itemsFailed ? null : prefill.amount,
      currency: due.data?.currencyCode ?? prefill.currency,
      items: due.data ? { ids: due.data.items.map((line) => line.id), open: due.data.open } : null,
      description: due.data
        ? t('portal.itemsDescription', {
            documents: due.data.items.map((line) => line.documentNo ?? line.id).join(', '),
          }).slice(0, 500)
        : prefill.description,
    };
    content = (
      <>
        {itemsFailed ? (
          <PayNotice tone="error">
            <p>{t('portal.itemsFailed')}</p>
            <Link to="/payment-plan" className="link">
              {t('portal.backToPlan')}
            </Link>
          </PayNotice>
        ) : null}
        {due.data ? <DueItemsPanel due={due.data} /> : null}
        {/* Keyed by the firm only: the lines drop out after a payment while its result is still on screen. */}
        <PayForm key={firm.id} setup={setup.data.pay} target={{ kind: 'portal', payment }} onPaid={paid} />
      </>
    );
  }

  return (
    <div className="portal-pay">
      <PageHead
        title={t('portal.title')}
        // The sentence about plan lines only for a user who may open the plan.
        subtitle={t(readMenu().paymentPlan ? 'portal.subtitle' : 'portal.subtitleNoPlan')}
        actions={
          firms.length > 1 ? (
            <ReportFirmSelect
              className="portal-firm-select"
              firms={firms}
              value={firm?.isOwn ? undefined : firm?.id}
              onChange={chooseFirm}
            />
          ) : null
        }
      />
      {content}
    </div>
  );
}
