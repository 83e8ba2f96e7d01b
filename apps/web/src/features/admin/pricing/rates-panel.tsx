import type { AdminExchangeRate } from '@tahsilat/domain';
import { Alert, Button, Form, Input, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { Panel } from '../../../components/panel.js';
import { formatDay } from '../../../lib/format.js';
import { schemaRule } from '../../../lib/schema-rule.js';
import { formatExchangeRate } from '../../pay/pay-format.js';
import { useClearRate, useSetRate } from './api.js';

type RateForm = { bankNoteSell: string };

const rateRule = schemaRule(
  async () => (await import('./pricing-issues.js')).rateIssues,
  (form) => form.getFieldsValue(true) as RateForm,
);

/** The tenant's own rate of one currency: typed, checked with the shared schema, saved or removed. */
function OwnRateForm({ rate }: { rate: AdminExchangeRate }) {
  const { t } = useTranslation('adminpricing');
  const [form] = Form.useForm<RateForm>();
  const save = useSetRate();
  const clear = useClearRate();
  const id = `admin-rate-${rate.code}`;
  return (
    <Form<RateForm>
      form={form}
      name={id}
      layout="inline"
      className="admin-rate-form"
      initialValues={{ bankNoteSell: rate.own ? formatExchangeRate(rate.own.value) : '' }}
      onFinish={(values) => save.mutate({ code: rate.code, value: values.bankNoteSell })}
    >
      <Form.Item name="bankNoteSell" rules={[rateRule('bankNoteSell')]} validateTrigger="onSubmit">
        <Input
          id={id}
          aria-label={t('rates.ownLabel', { code: rate.code })}
          placeholder={t('rates.placeholder')}
          inputMode="decimal"
          autoComplete="off"
          className="admin-rate-input"
        />
      </Form.Item>
      <Space>
        <Button htmlType="submit" type="primary" loading={save.isPending}>
          {t('rates.set')}
        </Button>
        {rate.own ? (
          <Popconfirm
            title={t('rates.clearConfirm', { code: rate.code })}
            okText={t('rates.clear')}
            okButtonProps={{ danger: true }}
            cancelText={t('cancel')}
            onConfirm={async () => {
              await clear.mutateAsync(rate.code);
              form.setFieldsValue({ bankNoteSell: '' });
            }}
          >
            <Button danger aria-label={`${t('rates.clear')}: ${rate.code}`}>
              {t('rates.clear')}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
    </Form>
  );
}

/** USD and EUR: the central bank's rate with its date, the tenant's own, and the one the pay pages use. */
export function RatesPanel({ rates }: { rates: AdminExchangeRate[] }) {
  const { t } = useTranslation('adminpricing');
  const columns: DataColumn<AdminExchangeRate>[] = [
    { key: 'code', title: t('rates.currency'), width: 70, render: (rate) => <strong>{rate.code}</strong> },
    {
      key: 'central',
      title: t('rates.central'),
      width: 170,
      render: (rate) =>
        rate.central ? (
          <>
            <span className="admin-rate-value">{formatExchangeRate(rate.central.value)}</span>
            <div className="admin-muted">
              {t('rates.asOf', {
                date: formatDay(rate.central.date),
                source: t(`rates.sources.${rate.central.source}`),
              })}
            </div>
          </>
        ) : (
          t('rates.none')
        ),
    },
    {
      key: 'own',
      title: t('rates.own'),
      render: (rate) => <OwnRateForm key={rate.own?.value} rate={rate} />,
    },
    {
      key: 'effective',
      title: t('rates.effective'),
      width: 180,
      render: (rate) =>
        rate.effective ? (
          <span data-testid={`effective-${rate.code}`}>
            <strong className="admin-rate-value">{formatExchangeRate(rate.effective)}</strong>
            <div className="admin-muted">{rate.own ? t('rates.fromOwn') : t('rates.fromCentral')}</div>
          </span>
        ) : (
          <Alert type="warning" showIcon title={t('rates.missing')} />
        ),
    },
  ];
  return (
    <Panel title={t('rates.title')}>
      <p className="admin-muted">{t('rates.lead')}</p>
      <DataTable
        className="admin-rate-table"
        columns={columns}
        rows={rates}
        rowKey={(rate) => rate.code}
        empty={null}
        minWidth={720}
      />
    </Panel>
  );
}
