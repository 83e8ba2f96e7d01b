import type { PermissionKey, SubFirmUser } from '@tahsilat/domain';
import { Checkbox, Form, type FormRule, Input, Modal, Radio } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/index.js';
import { readMenu } from '../../../lib/session.js';
import { useInviteUser, useUpdateUser } from '../api.js';
import {
  emptyUserForm,
  grantableFlags,
  toUserInvite,
  toUserUpdate,
  type UserFormValues,
  userFormValues,
} from '../user-form.js';

type Field = 'name' | 'email' | 'mobile';

/** Invites a dealer's user, or edits one's name, mobile and flags; only the flags the signed-in user holds. */
export function UserFormModal({
  firmId,
  user,
  onClose,
}: {
  firmId: string;
  /** null: a new invitation. */
  user: SubFirmUser | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('subfirms');
  const [form] = Form.useForm<UserFormValues>();
  const invite = useInviteUser(firmId);
  const update = useUpdateUser(firmId);
  const isNew = user === null;
  const language = i18n.language === 'en' ? 'en' : 'tr';
  const grantable = useMemo(() => grantableFlags(readMenu()), []);
  // Flags the edited user holds that the signed-in user may not hand out: kept as they are.
  const kept = user
    ? (Object.keys(user.permissions) as PermissionKey[]).filter(
        (key) => user.permissions[key] && !grantable.includes(key),
      )
    : [];
  const initialValues = useMemo(
    () => (user ? userFormValues(user, language) : emptyUserForm(language)),
    [user, language],
  );

  const bodyOf = (values: UserFormValues) =>
    user ? toUserUpdate(values, grantable, user.permissions) : toUserInvite(values, grantable);
  const rule = (field: Field): FormRule => ({
    validator: async () => {
      const { userFormIssues } = await import('../user-form-issues.js');
      const issue = userFormIssues(bodyOf({ ...initialValues, ...form.getFieldsValue(true) }), isNew)[field];
      if (issue) {
        throw new Error(translateMessage(issue));
      }
    },
  });

  const handleOk = async () => {
    await form.validateFields();
    const values: UserFormValues = { ...initialValues, ...form.getFieldsValue(true) };
    const result = user
      ? await update.mutateAsync({ userId: user.id, body: toUserUpdate(values, grantable, user.permissions) })
      : await invite.mutateAsync(toUserInvite(values, grantable));
    if (result.success) {
      onClose();
    }
  };

  return (
    <Modal
      open
      title={isNew ? t('users.inviteTitle') : t('users.editTitle', { name: user.name })}
      okText={isNew ? t('users.sendInvite') : t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={invite.isPending || update.isPending}
      onOk={() => void handleOk().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <Form<UserFormValues>
        form={form}
        name="sub-firm-user"
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
      >
        <Form.Item name="name" label={t('users.fields.name')} rules={[rule('name')]} required>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <div className="sub-firm-form-grid">
          <Form.Item
            name="email"
            label={t('users.fields.email')}
            rules={isNew ? [rule('email')] : []}
            required={isNew}
            extra={isNew ? t('users.fields.emailHint') : undefined}
          >
            <Input inputMode="email" maxLength={254} autoComplete="off" disabled={!isNew} />
          </Form.Item>
          <Form.Item name="mobile" label={t('users.fields.mobile')} rules={[rule('mobile')]}>
            <Input type="tel" maxLength={20} placeholder="05xx xxx xx xx" autoComplete="off" />
          </Form.Item>
        </div>
        <Form.Item
          name="permissions"
          label={t('users.fields.permissions')}
          extra={t('users.fields.permissionsHint')}
        >
          <Checkbox.Group
            className="sub-firm-flags"
            options={grantable.map((key) => ({ value: key, label: t(`flags.${key}`) }))}
          />
        </Form.Item>
        {kept.length > 0 ? (
          <p className="link-cell-sub">
            {t('users.keptFlags', { flags: kept.map((key) => t(`flags.${key}`)).join(', ') })}
          </p>
        ) : null}
        {isNew ? (
          <Form.Item name="language" label={t('users.fields.language')}>
            <Radio.Group
              options={[
                { value: 'tr', label: 'Türkçe' },
                { value: 'en', label: 'English' },
              ]}
            />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
