import type { AdminFirmDiscountRate } from '@tahsilat/domain';
import { Button, Form, Input, Popconfirm, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { Panel } from '../../../components/panel.js';
import { schemaRule } from '../../../lib/schema-rule.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { useUserFirms } from '../users/api.js';
import { useRemoveFirmRate, useSaveFirmRate } from './api.js';
import { decimalOf, typed } from './terms-form.js';

type RateForm = { firmId?: string; annualRate: string };

const rateRule = schemaRule(
  async () => (await import('./terms-issues.js')).firmRateIssues,
  (form) => form.getFieldsValue(true) as RateForm,
);

/** A firm of the tenant, searched by code or name (the users page's firm list). */
function FirmPicker({ value, onChange }: { value?: string; onChange?: (id: string) => void }) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const firms = useUserFirms(useDebouncedValue(search, 250));
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      onChange={onChange}
      options={(firms.data ?? []).map((firm) => ({ value: firm.id, label: `${firm.code} · ${firm.name}` }))}
      placeholder={t('discountTerms.firms.pick')}
      loading={firms.isFetching}
      aria-label={t('discountTerms.firms.firm')}
      className="admin-terms-firm-picker"
    />
  );
}

/** The rate form of one row (change) or of the add line (firm picked first). */
function RateForm({ rate }: { rate: AdminFirmDiscountRate | null }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<RateForm>();
  const save = useSaveFirmRate();
  const id = rate ? `firm-rate-${rate.firmId}` : 'firm-rate-new';
  return (
    <Form<RateForm>
      form={form}
      name={id}
      layout="inline"
      className="admin-terms-firm-form"
      initialValues={{ firmId: rate?.firmId, annualRate: typed(rate?.annualRate) }}
      validateTrigger="onSubmit"
      onFinish={async (values) => {
        const answer = await save.mutateAsync({
          firmId: rate?.firmId ?? values.firmId ?? '',
          annualRate: decimalOf(values.annualRate),
        });
        if (answer.success && !rate) {
          form.resetFields();
        }
      }}
    >
      {rate ? null : (
        <Form.Item name="firmId" rules={[{ required: true, message: t('discountTerms.firms.pickFirst') }]}>
          <FirmPicker />
        </Form.Item>
      )}
      <Form.Item name="annualRate" rules={[rateRule('annualRate')]}>
        <Input
          id={id}
          aria-label={
            rate ? t('discountTerms.firms.rateOf', { name: rate.name }) : t('discountTerms.firms.rate')
          }
          inputMode="decimal"
          autoComplete="off"
          suffix="%"
          className="admin-terms-firm-rate"
        />
      </Form.Item>
      <Button htmlType="submit" loading={save.isPending}>
        {rate ? t('discountTerms.firms.change') : t('discountTerms.firms.add')}
      </Button>
    </Form>
  );
}

/** The firms with an agreed annual rate (replacing the terms' rate for them): add, change, remove. */
export function FirmRatesPanel({ rates }: { rates: AdminFirmDiscountRate[] }) {
  const { t } = useTranslation('admin');
  const remove = useRemoveFirmRate();
  const columns: DataColumn<AdminFirmDiscountRate>[] = [
    { key: 'code', title: t('discountTerms.firms.code'), width: 90, render: (rate) => rate.code },
    { key: 'name', title: t('discountTerms.firms.name'), ellipsis: true, render: (rate) => rate.name },
    {
      key: 'rate',
      title: t('discountTerms.firms.rate'),
      width: 260,
      pin: true,
      render: (rate) => <RateForm key={rate.annualRate} rate={rate} />,
    },
    {
      key: 'remove',
      title: <span className="sr-only">{t('discountTerms.firms.remove')}</span>,
      width: 110,
      stickyEnd: true,
      render: (rate) => (
        <Popconfirm
          title={t('discountTerms.firms.removeConfirm', { name: rate.name })}
          okText={t('discountTerms.firms.remove')}
          okButtonProps={{ danger: true }}
          cancelText={t('discountTerms.cancel')}
          onConfirm={() => remove.mutateAsync(rate.firmId)}
        >
          <Button danger aria-label={`${t('discountTerms.firms.remove')}: ${rate.name}`}>
            {t('discountTerms.firms.remove')}
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <Panel title={t('discountTerms.firms.title')}>
      <p className="admin-muted">{t('discountTerms.firms.lead')}</p>
      <DataTable
        className="admin-terms-firms"
        columns={columns}
        rows={rates}
        rowKey={(rate) => rate.firmId}
        empty={t('discountTerms.firms.empty')}
        minWidth={640}
      />
      <div className="admin-terms-firm-add">
        <RateForm rate={null} />
      </div>
    </Panel>
  );
}
