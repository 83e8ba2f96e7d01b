import type { AdminUser } from '@tahsilat/domain';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../../components/confirm-action.js';
import { formatDateTime } from '../../../lib/format.js';
import { useSendPasswordReset, useUserStatus } from './api.js';

/** A person's row actions: edit, a password-reset e-mail, switching access off or on (confirmed with a summary). */
export function UserActions({ user, onEdit }: { user: AdminUser; onEdit: () => void }) {
  const { t } = useTranslation('admin');
  const status = useUserStatus();
  const reset = useSendPasswordReset();
  const active = user.status === 'active';
  const { confirm, holder } = useConfirmAction();
  const role = [
    user.isAdmin ? t('users.admin') : null,
    user.membership ? `${user.membership.firmCode} · ${user.membership.firmName}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const askStatus = () =>
    confirm({
      title: t(active ? 'users.disableTitle' : 'users.enableTitle', { name: user.name }),
      facts: [
        { label: t('users.fields.name'), value: user.name },
        { label: t('users.fields.email'), value: user.email },
        { label: t('users.columns.role'), value: role },
        {
          label: t('users.columns.lastSignIn'),
          value: user.lastSignInAt ? formatDateTime(user.lastSignInAt) : null,
        },
      ],
      effects: active ? [t('users.disableEffect'), t('users.disableUndo')] : [t('users.enableEffect')],
      isDanger: active,
      okText: t(active ? 'users.disable' : 'users.enable'),
      onConfirm: () => status.mutateAsync({ id: user.id, active: !active }),
    });
  return (
    <span className="admin-row-actions">
      <Button size="small" onClick={onEdit} aria-label={`${t('commissions.edit')}: ${user.name}`}>
        {t('commissions.edit')}
      </Button>
      {active ? (
        // Without a password yet, the same call sends a fresh invitation.
        <Popconfirm
          title={t(user.hasPassword ? 'users.resetConfirm' : 'users.reinviteConfirm', { email: user.email })}
          okText={t('users.send')}
          cancelText={t('commissions.cancel')}
          onConfirm={() => reset.mutateAsync(user.id)}
        >
          <Button size="small" loading={reset.isPending}>
            {t(user.hasPassword ? 'users.reset' : 'users.reinvite')}
          </Button>
        </Popconfirm>
      ) : null}
      {user.isSelf ? null : (
        <Button
          size="small"
          danger={active}
          loading={status.isPending}
          aria-label={`${t(active ? 'users.disable' : 'users.enable')}: ${user.name}`}
          onClick={askStatus}
        >
          {t(active ? 'users.disable' : 'users.enable')}
        </Button>
      )}
      {holder}
    </span>
  );
}
