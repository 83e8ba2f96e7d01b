import type { AdminUser } from '@tahsilat/domain';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSendPasswordReset, useUserStatus } from './api.js';

/** A person's row actions: edit, a password-reset e-mail, switching access off or on (both confirmed). */
export function UserActions({ user, onEdit }: { user: AdminUser; onEdit: () => void }) {
  const { t } = useTranslation('admin');
  const status = useUserStatus();
  const reset = useSendPasswordReset();
  const active = user.status === 'active';
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
        <Popconfirm
          title={t(active ? 'users.disableConfirm' : 'users.enableConfirm', { name: user.name })}
          okText={t(active ? 'users.disable' : 'users.enable')}
          okButtonProps={{ danger: active }}
          cancelText={t('commissions.cancel')}
          onConfirm={() => status.mutateAsync({ id: user.id, active: !active })}
        >
          <Button size="small" danger={active} loading={status.isPending}>
            {t(active ? 'users.disable' : 'users.enable')}
          </Button>
        </Popconfirm>
      )}
    </span>
  );
}
