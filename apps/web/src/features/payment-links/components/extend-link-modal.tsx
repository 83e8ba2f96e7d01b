import {
  ExtendPaymentRequest,
  formatIssues,
  isoDatePlusDays,
  MAX_VALIDITY_DAYS,
  type PaymentRequestItem,
} from '@tahsilat/domain';
import { istanbulIsoDate } from '@tahsilat/domain/pricing';
import { Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/index.js';
import { formatDay } from '../../../lib/format.js';
import { notifier } from '../../../lib/notify.js';
import { useExtendLink } from '../api.js';
import { suggestedValidityDate } from '../link-actions.js';
import { ValidityDateInput } from './validity-date-input.js';

/** Who extends a link: the firm's own route, or the console's; true when the new day was saved. */
export interface LinkExtender {
  extend: (id: string, validityDate: string) => Promise<boolean>;
  isPending: boolean;
}

/** The firm user's extender: the link page's route, with its own notice. */
function useFirmLinkExtender(): LinkExtender {
  const { t } = useTranslation('links');
  const extend = useExtendLink();
  return {
    extend: async (id, validityDate) => {
      const result = await extend.mutateAsync({ id, validityDate });
      if (result.success) {
        notifier.show('success', t('notices.extended'));
      }
      return result.success;
    },
    isPending: extend.isPending,
  };
}

/** A new last day to pay, today at the earliest and a year ahead at the latest. */
export function ExtendLinkModal({
  link,
  onClose,
  extender,
}: {
  link: PaymentRequestItem | null;
  onClose: () => void;
  extender: LinkExtender;
}) {
  const { t } = useTranslation('links');
  const [form] = Form.useForm<{ validityDate: string }>();
  const today = istanbulIsoDate();
  const max = isoDatePlusDays(MAX_VALIDITY_DAYS);

  const validateDate = async (_: unknown, value: string | undefined) => {
    const result = ExtendPaymentRequest.safeParse({ id: link?.id, validityDate: value ?? '' });
    const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === 'validityDate');
    if (issue) {
      throw new Error(translateMessage(formatIssues([issue])[0] ?? issue.message));
    }
  };

  const handleFinish = async ({ validityDate }: { validityDate: string }) => {
    if (link && (await extender.extend(link.id, validityDate))) {
      onClose();
    }
  };

  return (
    <Modal
      open={link !== null}
      title={t('extend.title')}
      okText={t('extend.submit')}
      cancelText={t('actions.dismiss')}
      confirmLoading={extender.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={400}
    >
      {link ? (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          preserve={false}
          initialValues={{ validityDate: suggestedValidityDate(link.validityDate, today, max) }}
          onFinish={(values) => void handleFinish(values)}
        >
          <Typography.Paragraph type="secondary">
            {t('extend.current', { date: formatDay(link.validityDate) })}
          </Typography.Paragraph>
          <Form.Item name="validityDate" label={t('extend.label')} rules={[{ validator: validateDate }]}>
            <ValidityDateInput min={today} max={max} />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}

/** The link page's dialog: the firm's own route. */
export function FirmExtendLinkModal(props: { link: PaymentRequestItem | null; onClose: () => void }) {
  return <ExtendLinkModal {...props} extender={useFirmLinkExtender()} />;
}
