import type { SubFirmRow } from '@tahsilat/domain';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.js';
import type { SubFirmAction } from '../sub-firm-actions.js';
import { SubFirmNameLink, SubFirmRowActions } from './sub-firm-row-actions.js';
import { BalanceAmount, OverdueAmount, riskLimitText, SubFirmTags } from './sub-firm-tags.js';

/** The phone's list: one card per dealer, its balance and overdue first, then who to call. */
export function SubFirmCards({
  items,
  isLoading,
  empty,
  onAction,
}: {
  items: SubFirmRow[];
  isLoading: boolean;
  empty: ReactNode;
  onAction: (action: SubFirmAction, row: SubFirmRow) => void;
}) {
  const { t } = useTranslation('subfirms');
  if (items.length === 0) {
    return isLoading ? <Spin className="link-cards-spin" /> : <div className="link-cards-empty">{empty}</div>;
  }
  return (
    <Spin spinning={isLoading}>
      <ul className="link-cards" aria-label={t('list.title')}>
        {items.map((row) => (
          <li key={row.id} className="link-card" data-testid="sub-firm-card">
            <div className="link-card-top">
              <div className="link-cell-stack">
                <SubFirmNameLink row={row} onAction={onAction} />
                <span className="link-cell-sub">
                  <span className="link-reference">{row.code}</span>
                  {row.city ? ` · ${row.city}` : ''}
                </span>
              </div>
              <SubFirmTags row={row} />
            </div>
            <dl className="link-card-facts">
              <div>
                <dt>{t('columns.balance')}</dt>
                <dd>
                  <BalanceAmount row={row} />
                </dd>
              </div>
              <div>
                <dt>{t('columns.overdue')}</dt>
                <dd>
                  <OverdueAmount row={row} />
                </dd>
              </div>
              <div>
                <dt>{t('columns.riskLimit')}</dt>
                <dd>{riskLimitText(row)}</dd>
              </div>
              <div>
                <dt>{t('columns.taxNumber')}</dt>
                <dd className="link-reference">{row.taxNumber ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('columns.contact')}</dt>
                <dd>{row.contactName ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('columns.emailPhone')}</dt>
                <dd className="link-cell-stack">
                  {row.email || row.phone ? (
                    <>
                      {row.email ? <span>{row.email}</span> : null}
                      {row.phone ? <span>{row.phone}</span> : null}
                    </>
                  ) : (
                    '—'
                  )}
                </dd>
              </div>
            </dl>
            <div className="link-card-bottom">
              <span className="link-cell-sub">
                {t('cards.users', { count: row.userCount })} ·{' '}
                {row.lastSignInAt
                  ? t('cards.lastSignIn', { at: formatDateTime(row.lastSignInAt) })
                  : t('cards.neverSignedIn')}
              </span>
              <SubFirmRowActions row={row} onAction={onAction} />
            </div>
          </li>
        ))}
      </ul>
    </Spin>
  );
}
