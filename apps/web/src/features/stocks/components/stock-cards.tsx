import type { StockRow } from '@tahsilat/domain';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format.js';
import { WarehouseList } from './stock-availability.js';
import { StockPrice } from './stock-price.js';

/** Below 992 px: one card an item, its name and the firm's price first, then where it is available. */
export function StockCards({
  items,
  isLoading,
  empty,
}: {
  items: StockRow[];
  isLoading: boolean;
  empty: ReactNode;
}) {
  const { t, i18n } = useTranslation('stocks');
  if (items.length === 0) {
    return isLoading ? <Spin className="link-cards-spin" /> : <div className="link-cards-empty">{empty}</div>;
  }
  return (
    <Spin spinning={isLoading}>
      <ul className="link-cards" aria-label={t('title')}>
        {items.map((row) => (
          <li key={row.code} className="link-card stock-card" data-testid="stock-card">
            <div className="link-card-top">
              <div className="link-cell-stack">
                <span className="stock-name">{row.name}</span>
                <span className="link-cell-sub">
                  <span className="link-reference">{row.code}</span>
                  {row.brand ? ` · ${row.brand}` : ''}
                </span>
              </div>
              <StockPrice row={row} />
            </div>
            <dl className="link-card-facts">
              <div>
                <dt>{t('columns.group')}</dt>
                <dd>{row.group ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('columns.unitAndVat')}</dt>
                <dd>
                  {row.unit} · {formatPercent(row.vatRate, i18n.language)}
                </dd>
              </div>
              <div className="stock-card-wide">
                <dt>{t('columns.barcode')}</dt>
                <dd className="link-reference">{row.barcode ?? '—'}</dd>
              </div>
              <div className="stock-card-wide">
                <dt>{t('columns.availability')}</dt>
                <dd>
                  <WarehouseList row={row} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </Spin>
  );
}
