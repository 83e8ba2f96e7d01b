import { formatIssues, type PaymentRequestItem, SendPaymentRequest } from '@tahsilat/domain';
import { messages } from '@tahsilat/domain/messages';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/index.js';
import { notifier } from '../../../lib/notify.js';
import { useSendLink } from '../api.js';

export type SendChannel = 'email' | 'sms';

export interface SendTarget {
  link: Pick<PaymentRequestItem, 'id' | 'customerEmail' | 'customerPhone'>;
  channel: SendChannel;
}

/** Asks where to send the link (the customer's address or phone to start with) and sends it. */
export function SendLinkModal({
  target,
  onClose,
  onSent,
}: {
  target: SendTarget | null;
  onClose: () => void;
  onSent?: (item: PaymentRequestItem, to: string) => void;
}) {
  const { t } = useTranslation('links');
  const [form] = Form.useForm<{ to: string }>();
  const send = useSendLink();
  const channel = target?.channel ?? 'email';
  const initial = (channel === 'email' ? target?.link.customerEmail : target?.link.customerPhone) ?? '';

  const validateTo = async (_: unknown, value: string | undefined) => {
    const result = SendPaymentRequest.safeParse({ id: target?.link.id, channel, to: value ?? '' });
    const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === 'to');
    if (issue) {
      throw new Error(translateMessage(formatIssues([issue])[0] ?? issue.message));
    }
  };

  const handleFinish = async ({ to }: { to: string }) => {
    if (!target) {
      return;
    }
    const result = await send.mutateAsync({ id: target.link.id, channel, to: to.trim() });
    if (result.success && result.data) {
      notifier.show('success', t('send.sent'));
      onSent?.(result.data, to.trim());
      onClose();
    }
  };

  return (
    <Modal
      open={target !== null}
      title={t(channel === 'email' ? 'send.titleEmail' : 'send.titleSms')}
      okText={t('send.submit')}
      cancelText={t('actions.dismiss')}
      confirmLoading={send.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={440}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ to: initial }}
        onFinish={(values) => void handleFinish(values)}
        preserve={false}
      >
        <Form.Item
          name="to"
          label={t(channel === 'email' ? 'send.email' : 'send.sms')}
          rules={[
            { required: true, whitespace: true, message: translateMessage(messages.sendTargetMissing) },
            { validator: validateTo },
          ]}
        >
          <Input
            autoFocus
            type={channel === 'email' ? 'email' : 'tel'}
            inputMode={channel === 'email' ? 'email' : 'tel'}
            autoComplete="off"
            placeholder={t(channel === 'email' ? 'send.emailPlaceholder' : 'send.smsPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
