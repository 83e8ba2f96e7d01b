import type { PaymentRequestCreateOptions } from '@tahsilat/domain';
import { MAX_LINK_PAYMENTS } from '@tahsilat/domain/pricing';
import { Checkbox, Form, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel.js';
import type { LinkFormValues } from '../link-form.js';
import type { SchemaRule } from './create-link-form.js';

/** The page's language, how often the link may be paid, and whether to send it right away. */
export function SettingsSection({
  options,
  values,
  rule,
}: {
  options: PaymentRequestCreateOptions;
  values: LinkFormValues;
  rule: SchemaRule;
}) {
  const { t } = useTranslation('links');
  const isPreAuth = options.isPreAuthAllowed && Boolean(values.isPreAuth);
  return (
    <Panel title={t('create.sections.settings')} className="link-section">
      <Form.Item name="language" label={t('create.fields.language')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'tr', label: 'Türkçe' },
            { value: 'en', label: 'English' },
          ]}
        />
      </Form.Item>
      <Form.Item label={t('create.fields.usage')} className="link-usage">
        <div className="link-usage-row">
          <Form.Item name="usage" noStyle>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'single', label: t('create.fields.single') },
                { value: 'multiple', label: t('create.fields.multiple'), disabled: isPreAuth },
              ]}
            />
          </Form.Item>
          {values.usage === 'multiple' && !isPreAuth ? (
            <Form.Item
              name="maxPayments"
              noStyle
              rules={[rule('maxPayments')]}
              dependencies={['usage', 'isPreAuth']}
            >
              <InputNumber
                min={1}
                max={MAX_LINK_PAYMENTS}
                precision={0}
                prefix={t('create.fields.maxPaymentsPrefix')}
                suffix={t('create.fields.maxPaymentsSuffix')}
                aria-label={t('create.fields.maxPayments')}
                className="link-max-payments"
              />
            </Form.Item>
          ) : null}
        </div>
      </Form.Item>
      <div className="link-send-now">
        <Form.Item name="sendEmail" valuePropName="checked" noStyle>
          <Checkbox>{t('create.fields.sendEmail')}</Checkbox>
        </Form.Item>
        {options.smsEnabled ? (
          <Form.Item name="sendSms" valuePropName="checked" noStyle>
            <Checkbox>{t('create.fields.sendSms')}</Checkbox>
          </Form.Item>
        ) : null}
      </div>
    </Panel>
  );
}
