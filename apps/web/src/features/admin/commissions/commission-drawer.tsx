import type { AdminCommissionDefinition, AdminCommissions } from '@tahsilat/domain';
import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../lib/schema-rule.js';
import { useSaveCommission } from './api.js';
import {
  type CommissionFormValues,
  commissionFormValues,
  newCommissionForm,
  toCommissionBody,
} from './commission-form.js';
import { CommissionPreviewTable } from './commission-preview.js';
import { RateGrid } from './rate-grid.js';

/** A field's rule: the shared schema's message for its path, on the whole form as it stands. */
const schemaRuleFor = schemaRule(
  async () => (await import('./commission-form-issues.js')).commissionFormIssues,
  (form) => form.getFieldsValue(true) as CommissionFormValues,
);

function SwitchItem({ name }: { name: keyof CommissionFormValues }) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item name={name} valuePropName="checked" label={t(`commissions.fields.${name}`)}>
      <Switch />
    </Form.Item>
  );
}

function CountItem({ name, max = 12 }: { name: keyof CommissionFormValues; max?: number }) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item name={name} label={t(`commissions.fields.${name}`)} rules={[schemaRuleFor(name)]}>
      <InputNumber min={0} max={max} precision={0} className="admin-number" />
    </Form.Item>
  );
}

/** The definition's form with the live instalment table beside it; saved whole. */
function CommissionForm({
  definition,
  data,
  onDone,
}: {
  definition: AdminCommissionDefinition | null;
  data: AdminCommissions;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<CommissionFormValues>();
  const save = useSaveCommission();
  const initial = useMemo(
    () => (definition ? commissionFormValues(definition) : newCommissionForm(data.banks[0]?.posAccountId)),
    [definition, data.banks],
  );
  const values = (Form.useWatch([], { form, preserve: true }) as CommissionFormValues | undefined) ?? initial;
  const noneEnabled = !values.rates?.some((line) => line?.enabled);

  const handleFinish = async () => {
    const body = toCommissionBody(form.getFieldsValue(true) as CommissionFormValues);
    const result = await save.mutateAsync({ id: definition?.id ?? null, body });
    if (result.success) {
      onDone();
    }
  };

  return (
    <Form<CommissionFormValues>
      form={form}
      name="commission"
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onFinish={() => void handleFinish()}
      scrollToFirstError={{ block: 'center' }}
      className="commission-form"
    >
      <div className="admin-form-grid">
        <Form.Item name="posAccountId" label={t('commissions.fields.posAccountId')}>
          <Select
            disabled={definition !== null}
            options={data.banks.map((bank) => ({ value: bank.posAccountId, label: bank.name }))}
          />
        </Form.Item>
        <Form.Item
          name="cardName"
          label={t('commissions.fields.cardName')}
          rules={[schemaRuleFor('cardName')]}
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="paymentSetId" label={t('commissions.fields.paymentSetId')}>
          <Select
            allowClear
            placeholder={t('commissions.allSets')}
            options={data.paymentSets.map((set) => ({ value: set.id, label: set.name }))}
          />
        </Form.Item>
        <SwitchItem name="isActive" />
      </div>
      <div className="commission-columns">
        <div>
          {noneEnabled ? <Alert type="warning" showIcon title={t('commissions.noneEnabled')} /> : null}
          <RateGrid rule={schemaRuleFor} />
        </div>
        <CommissionPreviewTable values={values} />
      </div>
      <div className="admin-form-grid">
        <SwitchItem name="isCommissionFromDealer" />
        <SwitchItem name="isAgriculturePos" />
        <SwitchItem name="isVisaMasterCard" />
        <CountItem name="extraInstallmentCount" />
        <Form.Item
          name="extraInstallmentExpireDate"
          label={t('commissions.fields.extraInstallmentExpireDate')}
          rules={[schemaRuleFor('extraInstallmentExpireDate')]}
        >
          <Input type="date" />
        </Form.Item>
        <CountItem name="deferringInstallmentCount" />
        <CountItem name="deferringRangeStart" />
        <CountItem name="deferringRangeEnd" />
        <Form.Item name="description" label={t('commissions.fields.description')} className="admin-form-wide">
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </div>
      <div className="admin-form-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('site.save')}
        </Button>
        <Button onClick={onDone}>{t('commissions.cancel')}</Button>
      </div>
    </Form>
  );
}

/** The side panel of one definition (or a new one). */
export function CommissionDrawer({
  definition,
  isNew,
  data,
  isCompact,
  onClose,
}: {
  definition: AdminCommissionDefinition | null;
  isNew: boolean;
  data: AdminCommissions;
  isCompact: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const open = isNew || definition !== null;
  const title = definition ? `${definition.bankName} · ${definition.cardName}` : t('commissions.newTitle');
  return (
    <Drawer open={open} onClose={onClose} size={isCompact ? '100%' : 960} title={title} destroyOnHidden>
      {open ? (
        <CommissionForm key={definition?.id ?? 'new'} definition={definition} data={data} onDone={onClose} />
      ) : null}
    </Drawer>
  );
}
