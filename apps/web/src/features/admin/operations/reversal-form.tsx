import type { AdminCollectionRow, CollectionReversals } from '@tahsilat/domain';
import { Alert, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../../components/confirm-action.js';
import { formatMoney } from '../../../lib/format.js';
import { filterAmount, isAmountFilterValid } from '../../../lib/list-filters.js';
import { useReverseCollection } from './api.js';
import { newIntentKey } from './ops-query.js';
import { type ReversalKind, reversalChoices } from './reversal-choices.js';

interface ReversalValues {
  kind: ReversalKind;
  whole: 'all' | 'part';
  amount: string;
  reason: string;
}

/**
 * A void (the sale's own day: a refund is not offered, the bank would refuse it) or a refund afterwards, whole or
 * in part, with its reason; confirmed in a dialog that states the amount, the card and that it cannot be undone.
 * One Idempotency-Key per intent: it is made when the form opens and again only after an answer, so a double
 * click or a retry asks the bank once.
 */
export function ReversalForm({
  row,
  reversals,
}: {
  row: AdminCollectionRow;
  reversals: CollectionReversals;
}) {
  const { t } = useTranslation('adminops');
  const [form] = Form.useForm<ReversalValues>();
  const reverse = useReverseCollection();
  const { confirm, holder } = useConfirmAction();
  const [intentKey, setIntentKey] = useState(newIntentKey);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const choices = reversalChoices(reversals);
  const first = choices[0] ?? 'refund';
  const watched = Form.useWatch('kind', form);
  const kind = watched && choices.includes(watched) ? watched : first;
  const whole = Form.useWatch('whole', form) ?? 'all';
  const id = row.id;

  if (choices.length === 0) {
    return <p className="admin-muted">{t('reversals.nothingLeft')}</p>;
  }
  const money = (amount: string) => formatMoney(amount, reversals.currencyCode);
  const askFirst = (values: ReversalValues) => {
    const chosen = choices.includes(values.kind) ? values.kind : first;
    const isPart = chosen === 'refund' && values.whole === 'part';
    const amount =
      chosen === 'void'
        ? reversals.totalAmount
        : isPart
          ? (filterAmount(values.amount) ?? reversals.refundableAmount)
          : reversals.refundableAmount;
    confirm({
      title: t(chosen === 'void' ? 'reversals.confirm.voidTitle' : 'reversals.confirm.refundTitle', {
        order: row.orderId,
      }),
      facts: [
        { label: t('reversals.confirm.amount'), value: <strong>{money(amount)}</strong> },
        {
          label: t('reversals.confirm.card'),
          value: [row.maskedCardNumber, row.cardHolderName].filter(Boolean).join(' · '),
        },
        {
          label: t('reversals.confirm.firm'),
          value: row.firm ? `${row.firm.code} · ${row.firm.name}` : null,
        },
        { label: t('reversals.confirm.bank'), value: row.bankName },
        { label: t('reversals.confirm.reason'), value: values.reason.trim() },
      ],
      effects:
        chosen === 'void'
          ? [
              t('reversals.confirm.voidEffect'),
              t('reversals.confirm.creditEffect', { amount: money(amount) }),
            ]
          : [
              t('reversals.confirm.refundEffect', { amount: money(amount) }),
              t('reversals.confirm.creditEffect', { amount: money(amount) }),
            ],
      isIrreversible: true,
      okText: t(chosen === 'void' ? 'reversals.submitVoid' : 'reversals.submitRefund'),
      onConfirm: () => handleFinish({ ...values, kind: chosen }),
    });
  };
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
      initialValues={{ kind: first, whole: 'all' }}
      onFinish={askFirst}
      onValuesChange={() => setAnswer(null)}
    >
      <Form.Item name="kind" label={t('reversals.kind')}>
        <Radio.Group options={choices.map((value) => ({ value, label: t(`reversals.${value}`) }))} />
      </Form.Item>
      {choices.length === 1 && kind === 'void' ? (
        <p className="admin-muted" data-testid="ops-void-only">
          {t('reversals.voidOnlyNote')}
        </p>
      ) : null}
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
      {holder}
    </Form>
  );
}
