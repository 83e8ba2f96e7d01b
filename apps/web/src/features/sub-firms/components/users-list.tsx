import type { SubFirmUser } from '@tahsilat/domain';
import { PERMISSION_KEYS } from '@tahsilat/domain/permission-keys';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { formatDateTime } from '../../../lib/format.js';
import { type UserAction, UserRowActions } from './user-row-actions.js';
import { UserStateTag } from './user-state-tag.js';

/** The user's flags by their names, comma separated. */
function useFlagsText() {
  const { t } = useTranslation('subfirms');
  return (user: SubFirmUser) =>
    PERMISSION_KEYS.filter((key) => user.permissions[key])
      .map((key) => t(`flags.${key}`))
      .join(', ') || t('users.noFlags');
}

/** A dealer's users: a table in the wide drawer, cards on a phone. */
export function UsersList({
  users,
  isLoading,
  isCompact,
  empty,
  onAction,
}: {
  users: SubFirmUser[];
  isLoading: boolean;
  isCompact: boolean;
  empty: ReactNode;
  onAction: (action: UserAction, user: SubFirmUser) => void;
}) {
  const { t } = useTranslation('subfirms');
  const flagsText = useFlagsText();
  if (isCompact) {
    return users.length === 0 ? (
      <div className="link-cards-empty">{empty}</div>
    ) : (
      <ul className="link-cards" aria-label={t('actions.users')}>
        {users.map((user) => (
          <li key={user.id} className="link-card" data-testid="sub-firm-user">
            <div className="link-card-top">
              <div className="link-cell-stack">
                <strong>{user.name}</strong>
                <span className="link-cell-sub">{[user.email, user.mobile].filter(Boolean).join(' · ')}</span>
              </div>
              <UserStateTag user={user} />
            </div>
            <span className="link-cell-sub">{flagsText(user)}</span>
            <div className="link-card-bottom">
              <span className="link-cell-sub">
                {user.lastSignInAt
                  ? t('cards.lastSignIn', { at: formatDateTime(user.lastSignInAt) })
                  : t('cards.neverSignedIn')}
              </span>
              <UserRowActions user={user} onAction={onAction} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  const columns: DataColumn<SubFirmUser>[] = [
    {
      key: 'name',
      title: t('users.columns.name'),
      width: 200,
      render: (user) => (
        <div className="link-cell-stack">
          <span className="text-ellipsis">{user.name}</span>
          <span className="link-cell-sub text-ellipsis">{user.email}</span>
          {user.mobile ? <span className="link-cell-sub">{user.mobile}</span> : null}
        </div>
      ),
    },
    {
      key: 'flags',
      title: t('users.columns.permissions'),
      render: (user) => <span className="link-cell-sub">{flagsText(user)}</span>,
    },
    {
      key: 'lastSignIn',
      title: t('columns.lastSignIn'),
      width: 124,
      render: (user) => <span className="link-nowrap">{formatDateTime(user.lastSignInAt) || '—'}</span>,
    },
    {
      key: 'state',
      title: t('users.columns.state'),
      width: 150,
      pin: true,
      render: (user) => <UserStateTag user={user} />,
    },
    {
      key: 'actions',
      title: <span className="sr-only">{t('columns.actions')}</span>,
      width: 84,
      stickyEnd: true,
      render: (user) => <UserRowActions user={user} onAction={onAction} />,
    },
  ];
  return (
    <DataTable
      className="sub-firm-users-table"
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      loading={isLoading}
      empty={empty}
      minWidth={640}
    />
  );
}
