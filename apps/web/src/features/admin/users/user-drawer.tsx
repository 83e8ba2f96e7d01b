import type { AdminUser } from '@tahsilat/domain';
import { PERMISSION_KEYS } from '@tahsilat/domain/permission-keys';
import { Alert, Button, Checkbox, Drawer, Form, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../lib/schema-rule.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { useInviteUser, useUpdateUser, useUserFirms } from './api.js';
import {
  EMPTY_USER_FORM,
  toUserInvite,
  toUserUpdate,
  type UserFormValues,
  userFormValues,
} from './user-form.js';

/** A field's rule: the shared schema's message for its path (an invitation's or a change's schema). */
function schemaRuleFor(isNew: boolean) {
  return schemaRule(
    async () => {
      const { userFormIssues } = await import('./user-form-issues.js');
      return (values: UserFormValues) => userFormIssues(values, isNew);
    },
    (form) => ({ ...EMPTY_USER_FORM, ...form.getFieldsValue(true) }) as UserFormValues,
  );
}

/** The firms of the tenant, searched by code or name as the administrator types. */
function FirmSelect({
  value,
  onChange,
  current,
}: {
  value?: string;
  onChange?: (id: string) => void;
  current: AdminUser | null;
}) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const firms = useUserFirms(useDebouncedValue(search, 250));
  const options = (firms.data ?? []).map((firm) => ({
    value: firm.id,
    label: `${firm.code} · ${firm.name}${firm.parent ? ` (${firm.parent.code})` : ''}`,
  }));
  const membership = current?.membership;
  if (membership && !options.some((option) => option.value === membership.firmId)) {
    options.unshift({ value: membership.firmId, label: `${membership.firmCode} · ${membership.firmName}` });
  }
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      onChange={onChange}
      options={options}
      placeholder={t('users.firmPlaceholder')}
      loading={firms.isFetching}
      aria-label={t('users.fields.firmId')}
    />
  );
}

function UserForm({ user, onDone }: { user: AdminUser | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<UserFormValues>();
  const invite = useInviteUser();
  const update = useUpdateUser();
  const isNew = user === null;
  const rule = schemaRuleFor(isNew);
  const hasFirm = Form.useWatch('hasFirm', form) ?? (user ? user.membership !== null : true);

  const handleFinish = async () => {
    const values: UserFormValues = { ...EMPTY_USER_FORM, ...form.getFieldsValue(true) };
    const result = user
      ? await update.mutateAsync({ id: user.id, body: toUserUpdate(values) })
      : await invite.mutateAsync(toUserInvite(values));
    if (result.success) {
      onDone();
    }
  };

  return (
    <Form<UserFormValues>
      form={form}
      name="admin-user"
      layout="vertical"
      requiredMark={false}
      initialValues={user ? userFormValues(user) : EMPTY_USER_FORM}
      onFinish={() => void handleFinish()}
    >
      {user?.isSelf ? (
        <Alert type="info" showIcon className="admin-note" title={t('users.selfNote')} />
      ) : null}
      <div className="admin-form-grid">
        <Form.Item name="name" label={t('users.fields.name')} rules={[rule('name')]}>
          <Input maxLength={100} disabled={user !== null && !user.profileEditable} autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label={t('users.fields.email')} rules={isNew ? [rule('email')] : []}>
          <Input type="email" maxLength={254} disabled={!isNew} autoComplete="off" />
        </Form.Item>
        <Form.Item name="mobile" label={t('users.fields.mobile')} rules={[rule('mobile')]}>
          <Input
            type="tel"
            maxLength={20}
            disabled={user !== null && !user.profileEditable}
            autoComplete="off"
          />
        </Form.Item>
        <Form.Item
          name="isAdmin"
          valuePropName="checked"
          label={t('users.fields.isAdmin')}
          extra={t('users.hints.isAdmin')}
          rules={[rule('isAdmin')]}
        >
          <Switch disabled={user?.isSelf} />
        </Form.Item>
      </div>
      {user !== null && !user.profileEditable ? (
        <p className="admin-muted">{t('users.sharedProfile')}</p>
      ) : null}
      <Form.Item name="hasFirm" valuePropName="checked" label={t('users.fields.hasFirm')}>
        <Switch />
      </Form.Item>
      {hasFirm ? (
        <>
          <Form.Item name="firmId" label={t('users.fields.firmId')} rules={[rule('membership.firmId')]}>
            <FirmSelect current={user} />
          </Form.Item>
          <Form.Item name="flags" label={t('users.fields.flags')}>
            <Checkbox.Group
              className="admin-flags"
              options={PERMISSION_KEYS.map((key) => ({ value: key, label: t(`users.flags.${key}`) }))}
            />
          </Form.Item>
        </>
      ) : null}
      {isNew ? <p className="admin-muted">{t('users.inviteNote')}</p> : null}
      <div className="admin-form-actions">
        <Button type="primary" htmlType="submit" loading={invite.isPending || update.isPending}>
          {t(isNew ? 'users.invite' : 'site.save')}
        </Button>
        <Button onClick={onDone}>{t('commissions.cancel')}</Button>
      </div>
    </Form>
  );
}

export function UserDrawer({
  user,
  isNew,
  isCompact,
  onClose,
}: {
  user: AdminUser | null;
  isNew: boolean;
  isCompact: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const open = isNew || user !== null;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={isCompact ? '100%' : 640}
      title={user ? user.name : t('users.newTitle')}
      destroyOnHidden
    >
      {open ? <UserForm key={user?.id ?? 'new'} user={user} onDone={onClose} /> : null}
    </Drawer>
  );
}
