import type { AdminSinglePayment, SinglePaymentSettingsInput } from '@tahsilat/domain';
import { Alert, Button, Form, Radio, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.js';
import { Panel } from '../../../components/panel.js';
import { schemaRule } from '../../../lib/schema-rule.js';
import { useSaveSinglePayment, useSinglePayment } from './api.js';

type SingleForm = SinglePaymentSettingsInput;

const singleRule = schemaRule(
  async () => (await import('./pricing-issues.js')).singlePaymentIssues,
  (form) => {
    const values = form.getFieldsValue(true) as Partial<SingleForm>;
    return { pricing: values.pricing ?? 'cheapest', posAccountId: values.posAccountId ?? null };
  },
);

function SinglePaymentForm({ setting }: { setting: AdminSinglePayment }) {
  const { t } = useTranslation('adminpricing');
  const [form] = Form.useForm<SingleForm>();
  const save = useSaveSinglePayment();
  const pricing = Form.useWatch('pricing', form) ?? setting.pricing;
  return (
    <Form<SingleForm>
      form={form}
      name="admin-single-payment"
      layout="vertical"
      className="admin-single-payment-form"
      initialValues={{ pricing: setting.pricing, posAccountId: setting.posAccountId }}
      onFinish={(values) =>
        save.mutate({
          pricing: values.pricing,
          posAccountId: values.pricing === 'account' ? (values.posAccountId ?? null) : null,
        })
      }
    >
      <Form.Item name="pricing" label={t('single.label')}>
        <Radio.Group
          options={[
            { value: 'cheapest', label: t('single.cheapest') },
            { value: 'account', label: t('single.account') },
          ]}
        />
      </Form.Item>
      {pricing === 'account' ? (
        <Form.Item
          name="posAccountId"
          label={t('single.bank')}
          rules={[singleRule('posAccountId')]}
          validateTrigger="onSubmit"
        >
          <Select
            placeholder={t('single.choose')}
            options={setting.accounts.map((account) => ({ value: account.id, label: account.name }))}
            className="admin-single-payment-select"
          />
        </Form.Item>
      ) : null}
      {setting.pricing === 'account' && setting.inEffect === 'cheapest' ? (
        <Alert type="warning" showIcon title={t('single.fallback')} className="admin-single-payment-alert" />
      ) : null}
      <Button htmlType="submit" type="primary" loading={save.isPending}>
        {t('save')}
      </Button>
    </Form>
  );
}

/**
 * "Tek çekim fiyatı" (issue 27): the pay pages show one single payment, priced through the account chosen here or
 * the cheapest for the payer; the other banks' single payments stay offered under "Diğer bankalar".
 */
export function SinglePaymentPanel() {
  const { t } = useTranslation('adminpricing');
  const setting = useSinglePayment();
  return (
    <Panel title={t('single.title')}>
      <p className="admin-muted">{t('single.lead')}</p>
      {setting.isError ? (
        <LoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void setting.refetch()} />
      ) : setting.data ? (
        <SinglePaymentForm
          key={`${setting.data.pricing}-${setting.data.posAccountId}`}
          setting={setting.data}
        />
      ) : (
        <Spin />
      )}
    </Panel>
  );
}
