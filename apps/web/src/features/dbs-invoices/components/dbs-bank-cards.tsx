import type { DbsBankCard } from '@tahsilat/domain';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../../components/panel.js';
import { dbsMoney } from './dbs-status.js';

/** One card per bank: the DBS limit, what the open invoices use of it, what is left, and what falls due today. */
export function DbsBankCards({ banks }: { banks: DbsBankCard[] }) {
  const { t } = useTranslation('dbs');
  if (banks.length === 0) {
    return <EmptyNote>{t('noBanks')}</EmptyNote>;
  }
  return (
    <section className="dbs-banks" aria-label={t('banks.label')}>
      <ul className="dbs-bank-list">
        {banks.map((bank) => {
          const isOver = bank.available.startsWith('-');
          return (
            <li key={bank.bankCode} className="dbs-bank" data-testid={`dbs-bank-${bank.bankCode}`}>
              <h2 className="dbs-bank-name">
                {bank.bankName}
                <small>{t('banks.openCount', { count: bank.openCount })}</small>
              </h2>
              <dl className="dbs-bank-figures">
                <div>
                  <dt>{t('banks.limit')}</dt>
                  <dd data-testid="dbs-limit">{dbsMoney(bank.limit)}</dd>
                </div>
                <div>
                  <dt>{t('banks.used')}</dt>
                  <dd data-testid="dbs-used">{dbsMoney(bank.used)}</dd>
                </div>
                <div className={isOver ? 'dbs-over' : undefined}>
                  <dt>{isOver ? t('banks.overLimit') : t('banks.available')}</dt>
                  <dd data-testid="dbs-available">{dbsMoney(bank.available)}</dd>
                </div>
                <div>
                  <dt>{t('banks.dueToday')}</dt>
                  <dd>
                    <span data-testid="dbs-due-today">{dbsMoney(bank.dueToday)}</span>
                    <small>{t('banks.dueTodayCount', { count: bank.dueTodayCount })}</small>
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
      <p className="dbs-bank-note">{t('banks.note')}</p>
    </section>
  );
}
