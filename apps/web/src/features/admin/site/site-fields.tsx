import type { PayFormMode } from '@tahsilat/domain';
import { Form, type FormRule, Input, InputNumber, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel.js';
import { formatDecimal } from '../../../lib/format.js';
import type { SiteFormField } from './site-form.js';

type Rule = (field: SiteFormField) => FormRule;

/** The form modes in the order offered (the domain's PAY_FORM_MODES; listed here so the page does not load zod). */
const PAY_FORM_MODES: readonly PayFormMode[] = ['standard', 'additionalField', 'policy', 'customFields'];

function TextItem({
  field,
  rule,
  maxLength,
  required = false,
  type,
}: {
  field: SiteFormField;
  rule: Rule;
  maxLength: number;
  required?: boolean;
  type?: 'tel' | 'email' | 'url';
}) {
  const { t } = useTranslation('admin');
  const hint = t(`site.hints.${field}`, { defaultValue: '' });
  return (
    <Form.Item
      name={field}
      label={t(`site.fields.${field}`)}
      rules={[rule(field)]}
      required={required}
      extra={hint || undefined}
    >
      <Input maxLength={maxLength} type={type} autoComplete="off" />
    </Form.Item>
  );
}

function SwitchItem({ field }: { field: SiteFormField }) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item
      name={field}
      valuePropName="checked"
      label={t(`site.fields.${field}`)}
      extra={t(`site.hints.${field}`)}
      className="admin-switch"
    >
      <Switch />
    </Form.Item>
  );
}

export function BrandFields({ rule }: { rule: Rule }) {
  const { t } = useTranslation('admin');
  return (
    <Panel title={t('site.sections.brand')}>
      <div className="admin-form-grid">
        <TextItem field="name" rule={rule} maxLength={200} required />
        <TextItem field="pageTitle" rule={rule} maxLength={120} required />
        <TextItem field="phoneNumber" rule={rule} maxLength={20} type="tel" />
        <TextItem field="email" rule={rule} maxLength={254} type="email" />
        <Form.Item
          name="address"
          label={t('site.fields.address')}
          rules={[rule('address')]}
          className="admin-form-wide"
        >
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
        <TextItem field="taxNumber" rule={rule} maxLength={11} />
        <TextItem field="taxOffice" rule={rule} maxLength={100} />
        <div className="admin-form-wide">
          <TextItem field="loginBannerImageUrl" rule={rule} maxLength={500} type="url" />
        </div>
      </div>
    </Panel>
  );
}

export function PaymentFields({ rule }: { rule: Rule }) {
  const { t } = useTranslation('admin');
  return (
    <Panel title={t('site.sections.payment')}>
      <div className="admin-form-grid">
        <SwitchItem field="paymentWithoutLogin" />
        <SwitchItem field="paymentWithParams" />
        <SwitchItem field="preAuthAllowed" />
        <SwitchItem field="currencyExchange" />
        <SwitchItem field="showExchangeRate" />
        <Form.Item
          name="payWithLinkLanguage"
          label={t('site.fields.payWithLinkLanguage')}
          rules={[rule('payWithLinkLanguage')]}
        >
          <Radio.Group
            optionType="button"
            options={[
              { value: 'tr', label: 'Türkçe' },
              { value: 'en', label: 'English' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="payFormMode"
          label={t('site.fields.payFormMode')}
          rules={[rule('payFormMode')]}
          className="admin-form-wide"
        >
          <Radio.Group className="admin-radio-list">
            {PAY_FORM_MODES.map((mode) => (
              <Radio key={mode} value={mode}>
                <strong>{t(`site.modes.${mode}`)}</strong>
                <span className="admin-radio-hint">{t(`site.modes.${mode}Hint`)}</span>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      </div>
    </Panel>
  );
}

export function BusinessFields({ rule }: { rule: Rule }) {
  const { t, i18n } = useTranslation('admin');
  const display = Form.useWatch('stockAvailabilityDisplay');
  return (
    <Panel title={t('site.sections.business')}>
      <div className="admin-form-grid">
        <Form.Item
          name="lateInterestMonthlyRate"
          label={t('site.fields.lateInterestMonthlyRate')}
          rules={[rule('lateInterestMonthlyRate')]}
          extra={t('site.hints.lateInterestMonthlyRate')}
        >
          {/* "%2,50" in Turkish, "2.50%" in English: the rate as the console's language writes it. */}
          <Input
            inputMode="decimal"
            {...(i18n.language === 'tr' ? { prefix: '%' } : { suffix: '%' })}
            placeholder={formatDecimal('2.50', i18n.language)}
            maxLength={6}
            autoComplete="off"
          />
        </Form.Item>
        <Form.Item name="stockAvailabilityDisplay" label={t('site.fields.stockAvailabilityDisplay')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'exact', label: t('site.stock.exact') },
              { value: 'bands', label: t('site.stock.bands') },
            ]}
          />
        </Form.Item>
        {display === 'bands' ? (
          <Form.Item
            name="stockLowThreshold"
            label={t('site.fields.stockLowThreshold')}
            rules={[rule('stockLowThreshold')]}
            extra={t('site.hints.stockLowThreshold')}
          >
            <InputNumber min={0} max={1_000_000} precision={0} className="admin-number" />
          </Form.Item>
        ) : null}
      </div>
    </Panel>
  );
}
