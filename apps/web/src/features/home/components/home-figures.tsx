import { CreditCardOutlined, FileTextOutlined, LinkOutlined } from '@ant-design/icons';
import type { HomeCurrencyAmount, HomeSummary } from '@tahsilat/domain';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../lib/format.js';
import { isActing, readMenu } from '../../../lib/session.js';
import { amountText, balanceMoneyText } from '../../statement/statement-query.js';

const tl = (amount: string) => `${amountText(amount)} TL`;

function Figure({
  label,
  value,
  note,
  extra,
  testId,
  tone,
}: {
  label: string;
  value: string;
  note?: ReactNode;
  /** More lines under the value (the same figure in other currencies). */
  extra?: ReactNode;
  testId: string;
  tone?: 'danger' | 'brand';
}) {
  return (
    <div className={`statement-figure${tone ? ` home-figure-${tone}` : ''}`}>
      <dt>{label}</dt>
      <dd>
        <span data-testid={testId}>{value}</span>
        {note ? <small>{note}</small> : null}
        {extra}
      </dd>
    </div>
  );
}

/**
 * A figure per currency: TRY is the card's value (with its line count); USD and EUR, when the firm owes in them,
 * follow as their own lines, so no currency is hidden or added to another.
 */
function currencyFigure(
  rows: readonly HomeCurrencyAmount[],
  testId: string,
  lines: (count: number) => string,
) {
  const [first, ...others] = rows;
  return {
    value: tl(first?.amount ?? '0.00'),
    note: lines(first?.count ?? 0),
    extra:
      others.length > 0
        ? others.map((row) => (
            <span key={row.currencyCode} className="home-figure-currency">
              <span data-testid={`${testId}-${row.currencyCode}`}>
                {formatMoney(row.amount, row.currencyCode)}
              </span>
              <small>{lines(row.count)}</small>
            </span>
          ))
        : undefined,
  };
}

/** The cards of what the firm owes and can do, and the actions its flags open. */
export function HomeFigures({ summary }: { summary: HomeSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flags = readMenu();
  const { balance, overdue, dueThisMonth, risk, pendingLinks, monthCollections } = summary;
  const lines = (count: number) => t('home.dashboard.lines', { count });
  const tryOverdue = overdue.find((row) => row.currencyCode === 'TRY')?.amount ?? '0.00';
  const hasOverdue = overdue.some((row) => row.count > 0);
  const isOverLimit = risk?.available.startsWith('-') ?? false;
  const riskNote = risk
    ? isOverLimit
      ? t('home.dashboard.riskExceeded', { amount: tl(risk.available.slice(1)) })
      : t('home.dashboard.riskAvailable', { amount: tl(risk.available) })
    : undefined;
  return (
    <section className="home-dashboard" aria-label={t('home.dashboard.balance')}>
      <dl className="statement-figures home-figures">
        <Figure
          label={t('home.dashboard.balance')}
          value={balanceMoneyText(balance.balance, balance.side)}
          testId="home-balance"
          tone="brand"
          note={
            balance.pendingCollections.count > 0
              ? t('home.dashboard.pendingNote', { count: balance.pendingCollections.count })
              : undefined
          }
        />
        <Figure
          label={t('home.dashboard.overdue')}
          {...currencyFigure(overdue, 'home-overdue', lines)}
          testId="home-overdue"
          tone={hasOverdue ? 'danger' : undefined}
        />
        <Figure
          label={t('home.dashboard.dueThisMonth')}
          {...currencyFigure(dueThisMonth, 'home-due-month', lines)}
          testId="home-due-month"
        />
        <Figure
          label={t('home.dashboard.risk')}
          value={risk ? tl(risk.limit) : t('home.dashboard.noRisk')}
          note={riskNote}
          testId="home-risk"
          tone={isOverLimit ? 'danger' : undefined}
        />
        {pendingLinks ? (
          <Figure
            label={t('home.dashboard.pendingLinks')}
            value={String(pendingLinks.count)}
            note={tl(pendingLinks.amount)}
            testId="home-links"
          />
        ) : null}
        {monthCollections ? (
          <Figure
            label={t('home.dashboard.monthCollections')}
            value={tl(monthCollections.amount)}
            note={t('home.dashboard.lines', { count: monthCollections.count })}
            testId="home-collections"
          />
        ) : null}
      </dl>
      <div className="home-actions">
        {flags.posCollection && tryOverdue !== '0.00' && !isActing() ? (
          <Button
            type="primary"
            icon={<CreditCardOutlined />}
            onClick={() => void navigate(`/pos-collection?amount=${tryOverdue}`)}
          >
            {t('home.dashboard.payNow')}
          </Button>
        ) : null}
        {flags.firmTransaction ? (
          <Button icon={<FileTextOutlined />} onClick={() => void navigate('/firm-transaction-list')}>
            {t('home.dashboard.statement')}
          </Button>
        ) : null}
        {flags.createPaymentLink ? (
          <Button icon={<LinkOutlined />} onClick={() => void navigate('/payment-request')}>
            {t('home.dashboard.newLink')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
