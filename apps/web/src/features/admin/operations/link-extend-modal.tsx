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
import { ValidityDateInput } from '../../payment-links/components/validity-date-input.js';
import { suggestedValidityDate } from '../../payment-links/link-actions.js';
import { useLinkAction } from './api.js';

/** The link page's extend dialog over the console's route: a new last day, today to a year ahead. */
export function LinkExtendModal({ link, onClose }: { link: PaymentRequestItem | null; onClose: () => void }) {
  const { t } = useTranslation('links');
  const [form] = Form.useForm<{ validityDate: string }>();
  const action = useLinkAction();
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
    if (link && (await action.mutateAsync({ id: link.id, kind: 'extend', validityDate })).success) {
      onClose();
    }
  };

  return (
    <Modal
      open={link !== null}
      title={t('extend.title')}
      okText={t('extend.submit')}
      cancelText={t('actions.dismiss')}
      confirmLoading={action.isPending}
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
