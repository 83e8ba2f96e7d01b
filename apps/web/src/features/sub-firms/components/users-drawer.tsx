import { UserAddOutlined } from '@ant-design/icons';
import type { SubFirmRow, SubFirmUser } from '@tahsilat/domain';
import { Alert, Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../../components/confirm-action.js';
import { LoadFailed } from '../../../components/load-failed.js';
import { EmptyNote } from '../../../components/panel.js';
import { useResendInvitation, useSetUserStatus, useSubFirmUsers } from '../api.js';
import { SubFirmStatusTag } from './sub-firm-tags.js';
import { UserFormModal } from './user-form-modal.js';
import type { UserAction } from './user-row-actions.js';
import { UsersList } from './users-list.js';

/** The side panel of a dealer's users: who they are, their state, and inviting, editing and switching them. */
export function UsersDrawer({
  firm,
  isOpen,
  isCompact,
  onClose,
}: {
  firm: SubFirmRow;
  isOpen: boolean;
  isCompact: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('subfirms');
  const { confirm, holder: confirmHolder } = useConfirmAction();
  const users = useSubFirmUsers(firm.id);
  const setStatus = useSetUserStatus(firm.id);
  const resend = useResendInvitation(firm.id);
  const [editing, setEditing] = useState<{ user: SubFirmUser | null } | null>(null);
  const isPassive = firm.status === 'passive';
  const language = i18n.language === 'en' ? 'en' : 'tr';

  const handleAction = (action: UserAction, user: SubFirmUser) => {
    if (action === 'edit') {
      setEditing({ user });
      return;
    }
    if (action === 'resend') {
      void resend.mutateAsync({ userId: user.id, language });
      return;
    }
    const isActive = action === 'activate';
    confirm({
      title: t(`users.confirm.${action}Title`, { name: user.name }),
      facts: [
        { label: t('users.confirm.person'), value: `${user.name} · ${user.email}` },
        { label: t('users.confirm.dealer'), value: `${firm.code} · ${firm.name}` },
      ],
      effects: [t(`users.confirm.${action}Text`)],
      isDanger: !isActive,
      okText: t(`users.actions.${action}`),
      onConfirm: () => setStatus.mutateAsync({ userId: user.id, isActive }),
    });
  };

  const inviteButton = (
    <Button
      type="primary"
      icon={<UserAddOutlined />}
      disabled={isPassive}
      onClick={() => setEditing({ user: null })}
    >
      {t('users.invite')}
    </Button>
  );

  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      size={isCompact ? '100%' : 760}
      title={t('users.title', { code: firm.code, name: firm.name })}
      className="sub-firm-drawer"
      extra={isCompact ? null : inviteButton}
    >
      {isCompact ? <div className="sub-firm-drawer-actions">{inviteButton}</div> : null}
      <div className="sub-firm-summary">
        <SubFirmStatusTag row={firm} />
        <span className="link-cell-sub">{t('users.intro')}</span>
      </div>
      {isPassive ? (
        <Alert type="warning" showIcon className="sub-firm-note" title={t('users.passiveNote')} />
      ) : null}
      {users.isError ? (
        <LoadFailed
          title={t('users.loadFailed')}
          retryLabel={t('list.retry')}
          onRetry={() => void users.refetch()}
        />
      ) : (
        <UsersList
          users={users.data ?? []}
          isLoading={users.isFetching}
          isCompact={isCompact}
          empty={users.isPending ? <span /> : <EmptyNote>{t('users.empty')}</EmptyNote>}
          onAction={handleAction}
        />
      )}
      {confirmHolder}
      {editing ? (
        <UserFormModal firmId={firm.id} user={editing.user} onClose={() => setEditing(null)} />
      ) : null}
    </Drawer>
  );
}
