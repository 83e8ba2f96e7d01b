import { RightOutlined } from '@ant-design/icons';
import type { CollectionRow } from '@tahsilat/domain';
import { Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.js';
import { CardCell, HistoryErpState, HistoryStatus, rowMoney } from './history-status.js';

/** Below 992 px: one card a payment, the amount and the result first, then where it came from and what is left. */
export function HistoryCards({
  items,
  isLoading,
  showFirm,
  showNet,
  empty,
  onOpen,
}: {
  items: CollectionRow[];
  isLoading: boolean;
  showFirm: boolean;
  /** The firm's net; a dealer's card shows what the card was charged instead. */
  showNet: boolean;
  empty: ReactNode;
  onOpen: (row: CollectionRow) => void;
}) {
  const { t } = useTranslation('history');
  if (items.length === 0) {
    return isLoading ? <Spin className="link-cards-spin" /> : <div className="link-cards-empty">{empty}</div>;
  }
  return (
    <Spin spinning={isLoading}>
      <ul className="link-cards" aria-label={t('title')}>
        {items.map((row) => (
          <li
            key={row.id}
            className={`link-card history-card-item history-row-${row.status}`}
            data-testid="history-card"
          >
            <div className="link-card-top">
              <span className="link-amount-cell history-card-amount">{rowMoney(row, row.amount)}</span>
              <HistoryStatus row={row} />
            </div>
            <div className="history-card-line">
              <span>{formatDateTime(row.createdAt)}</span>
              <span className="link-reference">{row.orderId}</span>
            </div>
            <dl className="link-card-facts">
              {showFirm && row.firm ? (
                <div className="history-card-wide">
                  <dt>{t('columns.firm')}</dt>
                  <dd>
                    {row.firm.code} · {row.firm.name}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>{t('columns.commissionAmount')}</dt>
                <dd className="history-money history-derived">{rowMoney(row, row.commissionAmount)}</dd>
              </div>
              {showNet ? (
                <div>
                  <dt>{t('columns.netAmount')}</dt>
                  <dd className="history-money history-net">{rowMoney(row, row.netAmount)}</dd>
                </div>
              ) : (
                <div>
                  <dt>{t('columns.totalAmount')}</dt>
                  <dd className="history-money history-derived">{rowMoney(row, row.totalAmount)}</dd>
                </div>
              )}
              <div>
                <dt>{t('columns.bank')}</dt>
                <dd>{row.bankName}</dd>
              </div>
              <div>
                <dt>{t('columns.card')}</dt>
                <dd>
                  <CardCell row={row} />
                </dd>
              </div>
              <div>
                <dt>{t('columns.channel')}</dt>
                <dd>{t(`channel.${row.channel}`)}</dd>
              </div>
              <div>
                <dt>{t('columns.user')}</dt>
                <dd>{row.userName ?? '—'}</dd>
              </div>
            </dl>
            <div className="link-card-bottom">
              <div className="history-card-erp">
                <span className="link-cell-sub">{t('columns.erp')}</span>
                <HistoryErpState row={row} />
              </div>
              <Button
                icon={<RightOutlined />}
                iconPlacement="end"
                aria-label={t('openDetails', { orderId: row.orderId })}
                onClick={() => onOpen(row)}
              >
                {t('details')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Spin>
  );
}
