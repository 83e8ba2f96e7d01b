import { LockOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { PaymentRequestCreateOptions } from '@tahsilat/domain';
import { parseTurkishAmount } from '@tahsilat/domain/pricing';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel.js';
import { formatDay, formatMoney } from '../../../lib/format.js';
import type { LinkFormValues } from '../link-form.js';
import { toApiAmount } from '../link-form.js';

/** A small likeness of the payment page, drawn from the form as it is typed. */
export function LinkPreview({
  values,
  options,
}: {
  values: LinkFormValues;
  options: PaymentRequestCreateOptions;
}) {
  const { t } = useTranslation('links');
  const firm = options.firms.find((f) => f.id === values.firmId) ?? options.firms[0];
  const currency = values.currencyCode ?? 'TRY';
  const hasAmount = parseTurkishAmount(values.amount ?? '') !== null;
  return (
    <Panel title={t('preview.title')} className="link-preview">
      <p className="link-section-hint">{t('preview.hint')}</p>
      <div className="link-preview-page" aria-hidden="true">
        <div className="link-preview-firm">
          <span className="link-preview-avatar">{(firm?.name ?? 'T').slice(0, 1)}</span>
          <div>
            <div className="link-preview-label">{t('preview.payTo')}</div>
            <div className="link-preview-firm-name">{firm?.name}</div>
          </div>
        </div>
        <div className="link-preview-amount">
          {formatMoney(hasAmount ? toApiAmount(values.amount) : '0.00', currency)}
        </div>
        <p className={`link-preview-description${values.description?.trim() ? '' : ' is-empty'}`}>
          {values.description?.trim() || t('preview.descriptionEmpty')}
        </p>
        {values.validityDate ? (
          <div className="link-preview-meta">
            {t('preview.validUntil', { date: formatDay(values.validityDate) })}
          </div>
        ) : null}
        {values.isPreAuth ? (
          <Tag color="gold" className="link-preview-tag">
            {t('preview.preAuth')}
          </Tag>
        ) : null}
        <div className="link-preview-card-fields">
          <span />
          <span />
          <span />
        </div>
        <div className="link-preview-button">
          <LockOutlined /> {t('preview.payButton')}
        </div>
        <div className="link-preview-secure">
          <SafetyCertificateOutlined /> {t('preview.secure')}
        </div>
      </div>
    </Panel>
  );
}
