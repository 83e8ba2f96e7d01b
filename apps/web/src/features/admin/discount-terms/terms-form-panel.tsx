import type { AdminDiscountTerms } from '@tahsilat/domain';
import { Button, Form, Input, InputNumber, Popconfirm, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel.js';
import { schemaRule } from '../../../lib/schema-rule.js';
import { useSaveTerms, useStopTerms } from './api.js';
import { TermsExample } from './terms-example.js';
import {
  AMOUNT_FIELDS,
  TERM_CURRENCIES,
  type TermsFormValues,
  toFormValues,
  toTermsInput,
} from './terms-form.js';

const rule = schemaRule(
  async () => (await import('./terms-issues.js')).termsIssues,
  (form) => form.getFieldsValue(true) as TermsFormValues,
);

function RateInput({ name, label }: { name: keyof TermsFormValues; label: string }) {
  return (
    <Form.Item name={name} label={label} rules={[rule(name)]} className="admin-terms-rate">
      <Input inputMode="decimal" autoComplete="off" suffix="%" />
    </Form.Item>
  );
}

/** The tenant's terms, sent whole; the example follows every keystroke. Not offered yet: the form offers them. */
export function TermsFormPanel({ terms }: { terms: AdminDiscountTerms }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<TermsFormValues>();
  const save = useSaveTerms();
  const stop = useStopTerms();
  const initial = toFormValues(terms.settings);
  const watched = Form.useWatch([], { form, preserve: true }) as TermsFormValues | undefined;
  const values = { ...initial, ...watched };
  const offered = terms.settings !== null;
  return (
    <Panel title={t('discountTerms.terms.title')}>
      <Form<TermsFormValues>
        form={form}
        name="discount-terms"
        layout="vertical"
        initialValues={initial}
        validateTrigger="onSubmit"
        onFinish={() => save.mutate(toTermsInput({ ...initial, ...form.getFieldsValue(true) }))}
      >
        <div className="admin-terms-grid">
          <Form.Item name="method" label={t('discountTerms.fields.method')}>
            <Select
              options={(['simple', 'true'] as const).map((method) => ({
                value: method,
                label: t(`discountTerms.methods.${method}`),
              }))}
            />
          </Form.Item>
          <RateInput name="annualRate" label={t('discountTerms.fields.annualRate')} />
          <RateInput name="commissionRate" label={t('discountTerms.fields.commissionRate')} />
          <RateInput name="bsmvRate" label={t('discountTerms.fields.bsmvRate')} />
          <Form.Item
            name="minDaysToDue"
            label={t('discountTerms.fields.minDaysToDue')}
            rules={[rule('minDaysToDue')]}
          >
            <InputNumber min={0} max={3650} precision={0} className="admin-terms-days" />
          </Form.Item>
        </div>
        <div className="admin-terms-scroll">
          <table className="admin-terms-currencies">
            <caption>{t('discountTerms.perCurrency')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('discountTerms.currency')}</th>
                <th scope="col">{t('discountTerms.fields.dayBasis')}</th>
                {AMOUNT_FIELDS.map((field) => (
                  <th key={field} scope="col">
                    {t(`discountTerms.fields.${field}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {TERM_CURRENCIES.map((code) => (
                <tr key={code}>
                  <th scope="row">{code}</th>
                  <td>
                    <Form.Item name={['dayBasis', code]} noStyle>
                      <Select
                        aria-label={`${t('discountTerms.fields.dayBasis')} ${code}`}
                        options={[360, 365].map((days) => ({
                          value: days,
                          label: `${days} ${t('discountTerms.days')}`,
                        }))}
                      />
                    </Form.Item>
                  </td>
                  {AMOUNT_FIELDS.map((field) => (
                    <td key={field}>
                      <Form.Item name={[field, code]} rules={[rule(`${field}.${code}`)]}>
                        <Input
                          aria-label={`${t(`discountTerms.fields.${field}`)} ${code}`}
                          inputMode="decimal"
                          autoComplete="off"
                          placeholder="0,00"
                        />
                      </Form.Item>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <TermsExample values={values} />
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {offered ? t('discountTerms.save') : t('discountTerms.start')}
          </Button>
          {offered ? (
            <Popconfirm
              title={t('discountTerms.stopConfirm')}
              description={t('discountTerms.stopNote')}
              okText={t('discountTerms.stop')}
              okButtonProps={{ danger: true }}
              cancelText={t('discountTerms.cancel')}
              onConfirm={() => stop.mutateAsync()}
            >
              <Button danger loading={stop.isPending}>
                {t('discountTerms.stop')}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      </Form>
    </Panel>
  );
}
