import type { CreatePaymentRequest, PaymentRequestCreateOptions, PaymentRequestItem } from '@tahsilat/domain';
import { formatTurkishAmount, istanbulIsoDate, parseTurkishAmount } from '@tahsilat/domain/pricing';
import { Button, Form, type FormRule, Input, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Panel } from '../../../components/panel.js';
import { translateMessage } from '../../../i18n/index.js';
import { useCreateLink } from '../api.js';
import {
  initialLinkValues,
  type LinkFormField,
  type LinkFormValues,
  prefillFrom,
  toCreateRequest,
} from '../link-form.js';
import { CustomerSection } from './customer-section.js';
import { LinkPreview } from './link-preview.js';
import { PaymentExtras } from './payment-extras.js';
import { SettingsSection } from './settings-section.js';
import { ValidityDateInput } from './validity-date-input.js';

export type SchemaRule = (field: LinkFormField) => FormRule;

/** A field's rule: the shared schema's message for it, on the whole form as it stands. */
function schemaRuleFor(options: PaymentRequestCreateOptions): SchemaRule {
  return (field) =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        const { linkFormIssues } = await import('../link-form-issues.js');
        const issue = linkFormIssues(getFieldsValue(true) as LinkFormValues, options)[field];
        if (issue) {
          throw new Error(translateMessage(issue));
        }
      },
    });
}

export function CreateLinkForm({
  options,
  onCreated,
}: {
  options: PaymentRequestCreateOptions;
  onCreated: (item: PaymentRequestItem, request: CreatePaymentRequest) => void;
}) {
  const { t } = useTranslation('links');
  const [form] = Form.useForm<LinkFormValues>();
  const create = useCreateLink();
  const rule = useMemo(() => schemaRuleFor(options), [options]);
  const [search] = useSearchParams();
  const initialValues = useMemo(
    () => ({ ...initialLinkValues(options), ...prefillFrom(search, options) }),
    [options, search],
  );
  const values = Form.useWatch((all: LinkFormValues) => all, { form, preserve: true }) ?? initialValues;

  const handleFinish = async () => {
    const request = toCreateRequest(form.getFieldsValue(true), options);
    const result = await create.mutateAsync(request);
    if (result.success && result.data) {
      onCreated(result.data, request);
    }
  };

  const handleAmountBlur = () => {
    const kurus = parseTurkishAmount(form.getFieldValue('amount') ?? '');
    if (kurus !== null && kurus > 0n) {
      form.setFieldValue('amount', formatTurkishAmount(kurus));
    }
  };

  const handleValuesChange = (changed: Partial<LinkFormValues>) => {
    if (changed.isPreAuth) {
      // A pre-authorisation is captured once: the link is single use.
      form.setFieldValue('usage', 'single');
    }
  };

  return (
    <Form<LinkFormValues>
      form={form}
      name="link"
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      onValuesChange={handleValuesChange}
      onFinish={() => void handleFinish()}
      scrollToFirstError={{ block: 'center' }}
      className="link-create"
    >
      <div className="link-create-main">
        <Panel title={t('create.sections.payment')} className="link-section">
          {options.firms.length > 1 ? (
            <Form.Item name="firmId" label={t('create.fields.firm')} rules={[rule('firmId')]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={options.firms.map((firm) => ({ value: firm.id, label: firm.name }))}
              />
            </Form.Item>
          ) : null}
          <Form.Item label={t('create.fields.amount')} htmlFor="link_amount" required>
            <Space.Compact block className="link-amount">
              <Form.Item name="amount" noStyle rules={[rule('amount')]}>
                <Input
                  size="large"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={t('create.fields.amountPlaceholder')}
                  onBlur={handleAmountBlur}
                />
              </Form.Item>
              <Form.Item name="currencyCode" noStyle rules={[rule('currencyCode')]}>
                <Select
                  size="large"
                  aria-label={t('create.fields.currency')}
                  className="link-currency"
                  options={options.currencies.map((code) => ({ value: code, label: code }))}
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
          <Form.Item
            name="description"
            label={t('create.fields.description')}
            rules={[rule('description')]}
            required
          >
            {/* No autoSize: its measuring element sets an inline style, which the page's CSP refuses. */}
            <Input.TextArea
              rows={3}
              maxLength={500}
              showCount
              placeholder={t('create.fields.descriptionPlaceholder')}
            />
          </Form.Item>
          <div className="link-form-row">
            <Form.Item
              name="validityDate"
              label={t('create.fields.validityDate')}
              extra={t('create.fields.validityHint')}
              rules={[rule('validityDate')]}
              required
            >
              <ValidityDateInput min={istanbulIsoDate()} max={options.maxValidityDate} />
            </Form.Item>
            <Form.Item
              name="referenceNumber"
              label={`${t('create.fields.referenceNumber')} (${t('create.fields.optional')})`}
              extra={t('create.fields.referenceHint')}
              rules={[rule('referenceNumber')]}
            >
              <Input maxLength={50} autoComplete="off" />
            </Form.Item>
          </div>
          <PaymentExtras options={options} values={values} rule={rule} />
        </Panel>
        <CustomerSection rule={rule} />
        <SettingsSection options={options} values={values} rule={rule} />
        <div className="link-form-actions">
          <Button type="primary" size="large" htmlType="submit" loading={create.isPending}>
            {t('create.submit')}
          </Button>
          <Button size="large" type="text" onClick={() => form.resetFields()}>
            {t('create.reset')}
          </Button>
        </div>
      </div>
      <aside className="link-create-aside" aria-label={t('preview.title')}>
        <LinkPreview values={values} options={options} />
      </aside>
    </Form>
  );
}
