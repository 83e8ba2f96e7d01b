import { type AdminBank, BANK_PROTOCOL_SPECS, BANK_PROTOCOLS, type BankProtocol } from '@tahsilat/domain';
import { Alert, Button, Drawer, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../../components/confirm-action.js';
import { formatDateTime } from '../../../lib/format.js';
import { schemaRule } from '../../../lib/schema-rule.js';
import { useSaveBank } from './api.js';
import { BankConnectionTest } from './bank-connection-test.js';
import {
  type BankFormField,
  type BankFormValues,
  bankFormValues,
  isRefundUserMissing,
  isSwitchingOff,
  NEW_BANK_FORM,
  protocolSwitch,
  toBankBody,
} from './bank-form.js';
import { BankProtocolFields } from './bank-protocol-fields.js';

const COUNTS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const MODEL_LABELS = { '3d': '3D', '3d_pay': '3D Pay' } as const;
const PROTOCOL_OPTIONS = BANK_PROTOCOLS.map((value) => ({ value, label: BANK_PROTOCOL_SPECS[value].name }));

/** A field's rule: the shared schema's message for its path (an invitation's or a change's schema). */
function schemaRuleFor(isNew: boolean) {
  return schemaRule(
    async () => {
      const { bankFormIssues } = await import('./bank-form-issues.js');
      return (values: BankFormValues) => bankFormIssues(values, isNew);
    },
    (form) => ({ ...NEW_BANK_FORM, ...form.getFieldsValue(true) }) as BankFormValues,
  );
}

function BankForm({ bank, onDone }: { bank: AdminBank | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<BankFormValues>();
  const save = useSaveBank();
  const { confirm, holder } = useConfirmAction();
  const isNew = bank === null;
  const rule = schemaRuleFor(isNew);
  const initialValues = bank ? bankFormValues(bank) : NEW_BANK_FORM;
  const protocol: BankProtocol = Form.useWatch('protocol', form) ?? initialValues.protocol;
  const models = BANK_PROTOCOL_SPECS[protocol].models;
  const text = (name: BankFormField, maxLength: number, extra?: string) => (
    <Form.Item name={name} label={t(`banks.fields.${name}`)} rules={[rule(name)]} extra={extra}>
      <Input maxLength={maxLength} autoComplete="off" />
    </Form.Item>
  );
  const grace = bank?.previousStoreKeyUntil
    ? t('banks.graceUntil', { time: formatDateTime(bank.previousStoreKeyUntil) })
    : '';
  const saveValues = async (values: BankFormValues) => {
    const result = await save.mutateAsync({ id: bank?.id ?? null, body: toBankBody(values, isNew) });
    if (result.success) {
      onDone();
    }
  };
  const handleFinish = async () => {
    const values: BankFormValues = { ...NEW_BANK_FORM, ...form.getFieldsValue(true) };
    if (bank && isSwitchingOff(bank, values)) {
      confirm({
        title: t('banks.offTitle', { name: bank.name }),
        facts: [
          { label: t('banks.fields.name'), value: `${bank.bankId} · ${bank.name}` },
          { label: t('banks.fields.protocol'), value: BANK_PROTOCOL_SPECS[bank.protocol].name },
          { label: t('banks.offDefinitions'), value: String(bank.definitionCount) },
        ],
        effects: [t('banks.offEffect'), t('banks.offKeeps'), t('banks.offUndo')],
        okText: t('banks.offOk'),
        onConfirm: () => saveValues(values),
      });
      return;
    }
    await saveValues(values);
  };

  return (
    <Form<BankFormValues>
      form={form}
      name="admin-bank"
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      onFinish={() => void handleFinish()}
    >
      {bank && bank.definitionCount > 0 ? (
        <Alert
          type="info"
          showIcon
          className="admin-note"
          title={t('banks.activeNote', { count: bank.definitionCount })}
        />
      ) : null}
      {bank && isRefundUserMissing(bank) ? (
        <Alert type="warning" showIcon className="admin-note" title={t('banks.refundUserMissing')} />
      ) : null}
      <div className="admin-form-grid">
        {isNew ? (
          <Form.Item
            name="bankId"
            label={t('banks.fields.bankId')}
            rules={[rule('bankId')]}
            extra={t('banks.bankIdHint')}
          >
            <InputNumber min={1} max={9999} precision={0} className="admin-number" />
          </Form.Item>
        ) : null}
        {text('name', 100)}
        <Form.Item name="protocol" label={t('banks.fields.protocol')} extra={t('banks.hints.protocol')}>
          <Select
            options={PROTOCOL_OPTIONS}
            onChange={(value: BankProtocol) =>
              form.setFieldsValue(protocolSwitch(form.getFieldsValue(['model', 'queryUrl']), value))
            }
          />
        </Form.Item>
        <Form.Item
          name="model"
          label={t('banks.fields.model')}
          rules={[rule('model')]}
          extra={models.length === 1 ? t('banks.hints.model') : undefined}
        >
          <Radio.Group
            optionType="button"
            options={models.map((value) => ({ value, label: MODEL_LABELS[value] }))}
          />
        </Form.Item>
        <Form.Item name="threeDDisplay" label={t('banks.fields.threeDDisplay')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'iframe', label: t('banks.display.iframe') },
              { value: 'window', label: t('banks.display.window') },
            ]}
          />
        </Form.Item>
        <Form.Item name="isActive" valuePropName="checked" label={t('banks.fields.isActive')}>
          <Switch />
        </Form.Item>
      </div>
      <div className="admin-form-grid">
        <BankProtocolFields
          protocol={protocol}
          rule={rule}
          secrets={{
            isSet: {
              apiPassword: bank?.hasApiPassword ?? false,
              storeKey: bank?.hasStoreKey ?? false,
              refundPassword: bank?.hasRefundPassword ?? false,
            },
            grace,
          }}
        />
        <Form.Item name="testMode" valuePropName="checked" label={t('banks.fields.testMode')}>
          <Switch />
        </Form.Item>
        <Form.Item
          name="installments"
          label={t('banks.fields.installments')}
          rules={[rule('installments')]}
          className="admin-form-wide"
        >
          <Select mode="multiple" options={COUNTS.map((count) => ({ value: count, label: String(count) }))} />
        </Form.Item>
        <Form.Item name="defaultInstallment" label={t('banks.fields.defaultInstallment')}>
          <InputNumber min={1} max={12} precision={0} className="admin-number" />
        </Form.Item>
      </div>
      <div className="admin-form-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('site.save')}
        </Button>
        <Button onClick={onDone}>{t('commissions.cancel')}</Button>
      </div>
      {bank ? <BankConnectionTest bankId={bank.id} /> : null}
      {holder}
    </Form>
  );
}

export function BankDrawer({
  bank,
  isNew,
  isCompact,
  onClose,
}: {
  bank: AdminBank | null;
  isNew: boolean;
  isCompact: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const open = isNew || bank !== null;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={isCompact ? '100%' : 720}
      title={bank ? bank.name : t('banks.newTitle')}
      destroyOnHidden
    >
      {open ? <BankForm key={bank?.id ?? 'new'} bank={bank} onDone={onClose} /> : null}
    </Drawer>
  );
}
