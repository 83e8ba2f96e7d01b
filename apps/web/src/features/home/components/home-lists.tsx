import type { HomeSummary } from '@tahsilat/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyNote, Panel } from '../../../components/panel.js';
import { formatDay } from '../../../lib/format.js';
import { readMenu } from '../../../lib/session.js';
import { amountText } from '../../statement/statement-query.js';

const money = (amount: string, currency: string) =>
  `${amountText(amount)} ${currency === 'TRY' ? 'TL' : currency}`;

/** The open plan lines falling due in the next 30 days. */
export function UpcomingDue({ lines }: { lines: HomeSummary['upcoming'] }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('home.dashboard.upcoming')}>
      {lines.length === 0 ? (
        <EmptyNote>{t('home.dashboard.noUpcoming')}</EmptyNote>
      ) : (
        <ul className="home-list">
          {lines.map((line) => (
            <li key={line.id}>
              <span className="home-list-date">{formatDay(line.dueDate)}</span>
              <span className="home-list-text">{line.documentNo ?? line.description}</span>
              <strong>{money(line.remaining, line.currencyCode)}</strong>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The ledger's last 10 movements, debit or credit. */
export function LastMovements({ rows }: { rows: NonNullable<HomeSummary['lastMovements']> }) {
  const { t } = useTranslation();
  return (
    <Panel
      title={t('home.dashboard.lastMovements')}
      extra={<Link to="/firm-transaction-list">{t('home.dashboard.allMovements')}</Link>}
    >
      {rows.length === 0 ? (
        <EmptyNote>{t('home.dashboard.noMovements')}</EmptyNote>
      ) : (
        <ul className="home-list">
          {rows.map((row) => {
            const isDebit = row.debit !== '0.00';
            return (
              <li key={row.id}>
                <span className="home-list-date">{formatDay(row.date)}</span>
                <span className="home-list-text">{row.documentNo ?? row.description}</span>
                <strong className={isDebit ? 'home-debit' : 'home-credit'}>
                  {isDebit ? money(row.debit, 'TRY') : `−${money(row.credit, 'TRY')}`}
                </strong>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

/** A main firm's dealers with the most overdue, each opening its statement (for a user who may open it). */
export function TopDealers({ dealers }: { dealers: NonNullable<HomeSummary['topDealers']> }) {
  const { t } = useTranslation();
  const canOpenStatement = readMenu().firmTransaction;
  return (
    <Panel title={t('home.dashboard.topDealers')}>
      {dealers.length === 0 ? (
        <EmptyNote>{t('home.dashboard.noDealers')}</EmptyNote>
      ) : (
        <ol className="home-list" data-testid="home-dealers">
          {dealers.map((dealer) => (
            <li key={dealer.id}>
              <span className="home-list-text">
                {canOpenStatement ? (
                  <Link to={`/firm-transaction-list?firmId=${dealer.id}`}>
                    {dealer.code} · {dealer.name}
                  </Link>
                ) : (
                  `${dealer.code} · ${dealer.name}`
                )}
                <small className="home-list-note">
                  {t('home.dashboard.lines', { count: dealer.overdueCount })} ·{' '}
                  {t('home.dashboard.oldest', { date: formatDay(dealer.oldestDueDate) })}
                </small>
              </span>
              <strong className="home-debit">{money(dealer.overdue, 'TRY')}</strong>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
