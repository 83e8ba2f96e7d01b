import type { PaymentRequestCreateOptions } from '@tahsilat/domain';
import { Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { type LinkFormValues, methodsForSet } from '../link-form.js';
import type { SchemaRule } from './create-link-form.js';

/** Payment set and method (when the tenant has them) and the pre-authorisation switch (when allowed). */
export function PaymentExtras({
  options,
  values,
  rule,
}: {
  options: PaymentRequestCreateOptions;
  values: LinkFormValues;
  rule: SchemaRule;
}) {
  const { t } = useTranslation('links');
  const form = Form.useFormInstance<LinkFormValues>();
  const methods = methodsForSet(options.paymentMethods, values.paymentSetId);
  const optional = ` (${t('create.fields.optional')})`;

  const handleSetChange = (paymentSetId: string | null) => {
    const method = form.getFieldValue('paymentMethodId');
    if (method && !methodsForSet(options.paymentMethods, paymentSetId).some((m) => m.id === method)) {
      form.setFieldValue('paymentMethodId', null);
    }
  };

  return (
    <>
      {options.paymentSets.length > 0 || options.paymentMethods.length > 0 ? (
        <div className="link-form-row">
          {options.paymentSets.length > 0 ? (
            <Form.Item
              name="paymentSetId"
              label={t('create.fields.paymentSet') + optional}
              rules={[rule('paymentSetId')]}
            >
              <Select
                allowClear
                placeholder={t('create.fields.none')}
                onChange={(value: string | undefined) => handleSetChange(value ?? null)}
                options={options.paymentSets.map((set) => ({ value: set.id, label: set.name }))}
              />
            </Form.Item>
          ) : null}
          {options.paymentMethods.length > 0 ? (
            <Form.Item
              name="paymentMethodId"
              label={t('create.fields.paymentMethod') + optional}
              rules={[rule('paymentMethodId')]}
            >
              <Select
                allowClear
                placeholder={t('create.fields.none')}
                options={methods.map((method) => ({ value: method.id, label: method.name }))}
              />
            </Form.Item>
          ) : null}
        </div>
      ) : null}
      {options.isPreAuthAllowed ? (
        <div className="link-switch-row">
          <Form.Item name="isPreAuth" valuePropName="checked" noStyle>
            <Switch id="link_isPreAuth" aria-describedby="link_isPreAuth_hint" />
          </Form.Item>
          <div className="link-switch-label">
            <label htmlFor="link_isPreAuth" className="link-switch-title">
              {t('create.fields.preAuth')}
            </label>
            <span id="link_isPreAuth_hint" className="link-switch-hint">
              {t('create.fields.preAuthHint')}
            </span>
          </div>
        </div>
      ) : null}
    </>
  );
}
