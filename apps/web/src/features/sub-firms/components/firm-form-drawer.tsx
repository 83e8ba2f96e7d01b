import type { SubFirmDetail } from '@tahsilat/domain';
import { Alert, Button, Drawer, Form, type FormRule, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.js';
import { translateMessage } from '../../../i18n/index.js';
import { useCreateSubFirm, useSubFirm, useUpdateSubFirm } from '../api.js';
import {
  EMPTY_FIRM_FORM,
  type FirmFormField,
  type FirmFormValues,
  firmFormValues,
  toFirmCreate,
  toFirmUpdate,
} from '../firm-form.js';
import { FirmDetails } from './firm-details.js';
import { FirmFormFields } from './firm-form-fields.js';
import { BalanceAmount, OverdueAmount, SubFirmTags } from './sub-firm-tags.js';

/** A field's rule: the shared schema's message for it, on the whole form as it stands. */
function schemaRule(isNew: boolean) {
  return (field: FirmFormField): FormRule =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        const { firmFormIssues } = await import('../firm-form-issues.js');
        const issue = firmFormIssues({ ...EMPTY_FIRM_FORM, ...getFieldsValue(true) }, isNew)[field];
        if (issue) {
          throw new Error(translateMessage(issue));
        }
      },
    });
}

/** The firm's standing: status, source, balance and overdue, above its fields. */
function FirmSummary({ firm }: { firm: SubFirmDetail }) {
  const { t } = useTranslation('subfirms');
  return (
    <div className="sub-firm-summary">
      <SubFirmTags row={firm} />
      <span>
        {t('columns.balance')}: <BalanceAmount row={firm} />
      </span>
      <span>
        {t('columns.overdue')}: <OverdueAmount row={firm} />
      </span>
    </div>
  );
}

function FirmForm({
  firm,
  onDone,
}: {
  firm: SubFirmDetail | null;
  onDone: (saved: SubFirmDetail | null) => void;
}) {
  const { t } = useTranslation('subfirms');
  const [form] = Form.useForm<FirmFormValues>();
  const create = useCreateSubFirm();
  const update = useUpdateSubFirm();
  const isNew = firm === null;
  const rule = useMemo(() => schemaRule(isNew), [isNew]);
  const initialValues = useMemo(() => (firm ? firmFormValues(firm) : EMPTY_FIRM_FORM), [firm]);

  const handleFinish = async () => {
    const values: FirmFormValues = { ...EMPTY_FIRM_FORM, ...form.getFieldsValue(true) };
    const result = firm
      ? await update.mutateAsync({ id: firm.id, body: toFirmUpdate(values) })
      : await create.mutateAsync(toFirmCreate(values));
    if (result.success && result.data) {
      onDone(result.data);
    }
  };

  return (
    <Form<FirmFormValues>
      form={form}
      name="sub-firm"
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      onFinish={() => void handleFinish()}
      scrollToFirstError={{ block: 'center' }}
    >
      <FirmFormFields isNew={isNew} rule={rule} />
      <div className="sub-firm-form-actions">
        <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
          {t(isNew ? 'form.create' : 'form.save')}
        </Button>
        <Button onClick={() => onDone(null)}>{t('form.cancel')}</Button>
      </div>
    </Form>
  );
}

/** The side panel of one firm: a new firm's form, a portal firm's form, or an ERP firm's data read-only. */
export function FirmFormDrawer({
  firmId,
  isOpen,
  isCompact,
  onClose,
  onCreated,
}: {
  /** null: a new firm. */
  firmId: string | null;
  isOpen: boolean;
  isCompact: boolean;
  onClose: () => void;
  /** A new firm was saved: its users come next. */
  onCreated: (firm: SubFirmDetail) => void;
}) {
  const { t } = useTranslation('subfirms');
  const detail = useSubFirm(isOpen ? firmId : null);
  const firm = detail.data ?? null;
  const title = firmId === null ? t('form.newTitle') : firm ? `${firm.code} · ${firm.name}` : t('form.title');

  let body: React.ReactNode;
  if (firmId === null) {
    body = <FirmForm key="new" firm={null} onDone={(saved) => (saved ? onCreated(saved) : onClose())} />;
  } else if (detail.isError) {
    body = (
      <LoadFailed
        title={t('form.loadFailed')}
        retryLabel={t('list.retry')}
        onRetry={() => void detail.refetch()}
      />
    );
  } else if (!firm) {
    body = <Spin className="link-cards-spin" />;
  } else {
    body = (
      <>
        <FirmSummary firm={firm} />
        {firm.editable ? (
          <FirmForm key={firm.id} firm={firm} onDone={onClose} />
        ) : (
          <>
            <Alert type="info" showIcon className="sub-firm-note" title={t('form.erpNote')} />
            <FirmDetails firm={firm} />
          </>
        )}
      </>
    );
  }

  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      size={isCompact ? '100%' : 640}
      title={title}
      className="sub-firm-drawer"
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}
