import type { AdminPaymentMethod, AdminPaymentSet, PaymentMethodInput } from '@tahsilat/domain';
import { Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../lib/schema-rule.js';
import { useSavePaymentMethod, useSavePaymentSet } from './api.js';

/** What the dialog edits: a set, or a method (with the set it belongs to); `id` null adds one. */
export type EntryEdit =
  | { kind: 'set'; id: string | null; values: { name: string; isActive: boolean } }
  | { kind: 'method'; id: string | null; values: PaymentMethodInput };

const setRule = schemaRule(
  async () => (await import('./pricing-issues.js')).setIssues,
  (form) => form.getFieldsValue(true) as unknown,
);
const methodRule = schemaRule(
  async () => (await import('./pricing-issues.js')).methodIssues,
  (form) => form.getFieldsValue(true) as unknown,
);

export const editSet = (set?: AdminPaymentSet): EntryEdit => ({
  kind: 'set',
  id: set?.id ?? null,
  values: { name: set?.name ?? '', isActive: set?.isActive ?? true },
});

export const editMethod = (method: AdminPaymentMethod | null, paymentSetId: string | null): EntryEdit => ({
  kind: 'method',
  id: method?.id ?? null,
  values: {
    name: method?.name ?? '',
    paymentSetId: method ? method.paymentSetId : paymentSetId,
    isActive: method?.isActive ?? true,
  },
});

/** Adds or changes a payment set or method: name, on or off, and a method's set; closed once saved. */
export function EntryDialog({
  edit,
  sets,
  onClose,
}: {
  edit: EntryEdit;
  sets: AdminPaymentSet[];
  onClose: () => void;
}) {
  const { t } = useTranslation('adminpricing');
  const [form] = Form.useForm();
  const saveSet = useSavePaymentSet();
  const saveMethod = useSavePaymentMethod();
  const rule = edit.kind === 'set' ? setRule : methodRule;
  const pending = saveSet.isPending || saveMethod.isPending;
  const title =
    edit.kind === 'set'
      ? t(edit.id ? 'sets.setTitleEdit' : 'sets.setTitleNew')
      : t(edit.id ? 'sets.methodTitleEdit' : 'sets.methodTitleNew');

  const submit = async () => {
    const values = { ...edit.values, ...form.getFieldsValue(true) };
    const result =
      edit.kind === 'set'
        ? await saveSet.mutateAsync({ id: edit.id, body: values })
        : await saveMethod.mutateAsync({ id: edit.id, body: values });
    if (result.success) {
      onClose();
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={edit.values} onFinish={() => void submit()}>
        <Form.Item
          name="name"
          label={t('sets.fields.name')}
          rules={[rule('name')]}
          validateTrigger="onSubmit"
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        {edit.kind === 'method' ? (
          <Form.Item name="paymentSetId" label={t('sets.fields.paymentSetId')}>
            <Select
              options={[
                { value: null, label: t('sets.noSet') },
                ...sets.map((set) => ({
                  value: set.id,
                  label: set.isActive ? set.name : `${set.name} (${t('off')})`,
                })),
              ]}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="isActive" label={t('sets.fields.isActive')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
