import type { PaymentRequestItem } from '@tahsilat/domain';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay, shortId } from '../../../lib/format.js';
import type { LinkAction } from '../link-actions.js';
import { LinkRowActions } from './link-row-actions.js';
import { LinkAmount, LinkStatusTag, PreAuthTag } from './link-status-tag.js';

/** The phone's list: one card per link with what matters first (amount, status, who and until when). */
export function LinkCards({
  items,
  isLoading,
  smsEnabled,
  empty,
  onAction,
}: {
  items: PaymentRequestItem[];
  isLoading: boolean;
  smsEnabled: boolean;
  empty: ReactNode;
  onAction: (action: LinkAction, item: PaymentRequestItem) => void;
}) {
  const { t } = useTranslation('links');
  if (items.length === 0) {
    return isLoading ? <Spin className="link-cards-spin" /> : <div className="link-cards-empty">{empty}</div>;
  }
  return (
    <Spin spinning={isLoading}>
      <ul className="link-cards" aria-label={t('list.title')}>
        {items.map((item) => (
          <li key={item.id} className="link-card" data-testid="link-card">
            <div className="link-card-top">
              <div className="link-card-amount">
                <LinkAmount item={item} />
              </div>
              <LinkStatusTag status={item.status} />
            </div>
            <span className="link-card-description text-ellipsis" title={item.description}>
              {item.description}
            </span>
            <dl className="link-card-facts">
              <div>
                <dt>{t('columns.customer')}</dt>
                <dd>{item.customerName ?? item.customerEmail ?? item.customerPhone ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('columns.validityDate')}</dt>
                <dd>{formatDay(item.validityDate)}</dd>
              </div>
              <div>
                <dt>{t('columns.reference')}</dt>
                <dd className="link-reference">{item.referenceNumber}</dd>
              </div>
              <div>
                <dt>{t('columns.createdAt')}</dt>
                <dd>{formatDateTime(item.createdAt)}</dd>
              </div>
              {item.paidAt ? (
                <div>
                  <dt>{t('columns.paidAt')}</dt>
                  <dd>{formatDateTime(item.paidAt)}</dd>
                </div>
              ) : null}
              {item.transactionId ? (
                <div>
                  <dt>{t('columns.transaction')}</dt>
                  <dd className="link-reference">{shortId(item.transactionId)}</dd>
                </div>
              ) : null}
            </dl>
            <div className="link-card-bottom">
              <div className="link-card-tags">
                {item.isPreAuth ? <PreAuthTag state={item.preAuthState} /> : null}
                <span className="link-cell-sub">
                  {item.firmName} · {item.createdBy}
                </span>
              </div>
              <LinkRowActions item={item} smsEnabled={smsEnabled} onAction={onAction} />
            </div>
          </li>
        ))}
      </ul>
    </Spin>
  );
}
