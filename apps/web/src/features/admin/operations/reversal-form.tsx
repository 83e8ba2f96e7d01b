import type { CollectionReversals } from '@tahsilat/domain';
import { Alert, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.js';
import { filterAmount, isAmountFilterValid } from '../../../lib/list-filters.js';
import { useReverseCollection } from './api.js';
import { newIntentKey } from './ops-query.js';

interface ReversalValues {
  kind: 'void' | 'refund';
  whole: 'all' | 'part';
  amount: string;
  reason: string;
}

/**
 * A void (the sale's own day) or a refund, whole or in part, with its reason. One Idempotency-Key per intent: it
 * is made when the form opens and again only after an answer, so a double click or a retry asks the bank once.
 */
export function ReversalForm({ id, reversals }: { id: string; reversals: CollectionReversals }) {
  const { t } = useTranslation('adminops');
  const [form] = Form.useForm<ReversalValues>();
  const reverse = useReverseCollection();
  const [intentKey, setIntentKey] = useState(newIntentKey);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const kind = Form.useWatch('kind', form) ?? reversals.suggested ?? 'refund';
  const whole = Form.useWatch('whole', form) ?? 'all';

  if (!reversals.canVoid && !reversals.canRefund) {
    return <p className="admin-muted">{t('reversals.nothingLeft')}</p>;
  }
  const handleFinish = async (values: ReversalValues) => {
    const amount =
      values.kind === 'refund' && values.whole === 'part' ? filterAmount(values.amount) : undefined;
    const result = await reverse.mutateAsync({
      id,
      kind: values.kind,
      reason: values.reason.trim(),
      idempotencyKey: intentKey,
      ...(amount ? { amount } : {}),
    });
    setAnswer({
      ok: result.success,
      text: result.message || t(result.success ? 'reversals.done' : 'reversals.failed'),
    });
    if (result.success) {
      form.resetFields(['amount', 'reason']);
    }
    setIntentKey(newIntentKey());
  };
  return (
    <Form<ReversalValues>
      form={form}
      layout="vertical"
      className="ops-reversal-form"
      initialValues={{ kind: reversals.canVoid ? (reversals.suggested ?? 'refund') : 'refund', whole: 'all' }}
      onFinish={(values) => void handleFinish(values)}
      onValuesChange={() => setAnswer(null)}
    >
      <Form.Item name="kind" label={t('reversals.kind')}>
        <Radio.Group
          options={[
            { value: 'void', label: t('reversals.void'), disabled: !reversals.canVoid },
            { value: 'refund', label: t('reversals.refund'), disabled: !reversals.canRefund },
          ]}
        />
      </Form.Item>
      {kind === 'refund' ? (
        <Form.Item
          name="whole"
          label={t('reversals.howMuch', {
            left: formatMoney(reversals.refundableAmount, reversals.currencyCode),
          })}
        >
          <Radio.Group
            options={[
              { value: 'all', label: t('reversals.all') },
              { value: 'part', label: t('reversals.part') },
            ]}
          />
        </Form.Item>
      ) : null}
      {kind === 'refund' && whole === 'part' ? (
        <Form.Item
          name="amount"
          label={t('reversals.amount')}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                if (!value?.trim() || !isAmountFilterValid(value) || filterAmount(value) === '0.00') {
                  throw new Error(t('reversals.amountInvalid'));
                }
              },
            },
          ]}
        >
          <Input inputMode="decimal" placeholder="0,00" />
        </Form.Item>
      ) : null}
      <Form.Item
        name="reason"
        label={t('reversals.reason')}
        rules={[{ required: true, whitespace: true, message: t('reversals.reasonRequired') }]}
      >
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      {answer ? (
        <Alert type={answer.ok ? 'success' : 'error'} title={answer.text} showIcon role="status" />
      ) : null}
      <Button
        type="primary"
        danger
        htmlType="submit"
        loading={reverse.isPending}
        className="ops-reversal-submit"
      >
        {kind === 'void' ? t('reversals.submitVoid') : t('reversals.submitRefund')}
      </Button>
    </Form>
  );
}
