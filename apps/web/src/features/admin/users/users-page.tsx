import { UserAddOutlined } from '@ant-design/icons';
import type { AdminUser, AdminUserListQuery } from '@tahsilat/domain';
import { Button, Pagination, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { SearchFilter } from '../../../components/filters/list-filter-parts.js';
import { LoadFailed } from '../../../components/load-failed.js';
import { EmptyNote } from '../../../components/panel.js';
import { formatDateTime } from '../../../lib/format.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { useIsCompact } from '../../../lib/use-is-compact.js';
import { PageTitle } from '../../shell/page-title.js';
import { useAdminUsers } from './api.js';
import { UserActions } from './user-actions.js';
import { UserDrawer } from './user-drawer.js';

function StatusTag({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  if (user.status === 'disabled') {
    return <Tag>{t('users.status.disabled')}</Tag>;
  }
  return user.hasPassword ? (
    <Tag color="green">{t('users.status.active')}</Tag>
  ) : (
    <Tag color="gold">{t('users.status.invited')}</Tag>
  );
}

function UserTable({
  users,
  isLoading,
  onEdit,
}: {
  users: AdminUser[];
  isLoading: boolean;
  onEdit: (user: AdminUser) => void;
}) {
  const { t } = useTranslation('admin');
  const columns: DataColumn<AdminUser>[] = [
    {
      key: 'person',
      title: t('users.columns.person'),
      width: 240,
      render: (user) => (
        <span className="audit-user">
          <strong>{user.name}</strong>
          <span className="admin-muted">{user.email}</span>
        </span>
      ),
    },
    {
      key: 'role',
      title: t('users.columns.role'),
      render: (user) => (
        <span className="commission-tags">
          {user.isAdmin ? <Tag color="blue">{t('users.admin')}</Tag> : null}
          {user.membership ? (
            <span>
              {user.membership.firmCode} · {user.membership.firmName}
              {user.membership.isSubFirm ? ` (${t('users.subFirm')})` : ''}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'lastSignIn',
      title: t('users.columns.lastSignIn'),
      width: 150,
      render: (user) => (user.lastSignInAt ? formatDateTime(user.lastSignInAt) : '—'),
    },
    {
      key: 'status',
      title: t('users.columns.status'),
      width: 130,
      pin: true,
      render: (user) => <StatusTag user={user} />,
    },
    {
      key: 'actions',
      title: <span className="sr-only">{t('commissions.columns.actions')}</span>,
      width: 290,
      stickyEnd: true,
      render: (user) => <UserActions user={user} onEdit={() => onEdit(user)} />,
    },
  ];
  return (
    <DataTable
      className="admin-user-table"
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      loading={isLoading}
      empty={<EmptyNote>{t('users.empty')}</EmptyNote>}
      minWidth={960}
    />
  );
}

/** Users and roles (issue 15): the tenant's administrators and firm users, invited, changed and switched off here. */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const isCompact = useIsCompact();
  const [filters, setFilters] = useState<Partial<AdminUserListQuery>>({ page: 1, pageSize: 20 });
  const applied = useDebouncedValue(filters, 300);
  const users = useAdminUsers(applied);
  const [editing, setEditing] = useState<{ user: AdminUser | null; isNew: boolean }>({
    user: null,
    isNew: false,
  });
  const set = (patch: Partial<AdminUserListQuery>) => setFilters({ ...filters, page: 1, ...patch });
  const page = users.data;
  return (
    <>
      <div className="admin-page-head">
        <PageTitle>{t('users.title')}</PageTitle>
        <Button
          type="primary"
          icon={<UserAddOutlined />}
          onClick={() => setEditing({ user: null, isNew: true })}
        >
          {t('users.add')}
        </Button>
      </div>
      <p className="admin-lead">{t('users.lead')}</p>
      <section className="surface link-list-card">
        <search className="link-filters audit-filters">
          <SearchFilter
            label={t('users.search')}
            value={filters.search}
            onChange={(search) => set({ search })}
          />
          <Select
            className="audit-filter-outcome"
            allowClear
            placeholder={t('users.allRoles')}
            aria-label={t('users.columns.role')}
            value={filters.role}
            onChange={(role) => set({ role })}
            options={[
              { value: 'admin', label: t('users.admin') },
              { value: 'firm', label: t('users.firmUser') },
            ]}
          />
          <Select
            className="audit-filter-outcome"
            allowClear
            placeholder={t('users.allStatuses')}
            aria-label={t('users.columns.status')}
            value={filters.status}
            onChange={(status) => set({ status })}
            options={[
              { value: 'active', label: t('users.status.active') },
              { value: 'disabled', label: t('users.status.disabled') },
            ]}
          />
        </search>
        {users.isError ? (
          <LoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void users.refetch()} />
        ) : (
          <>
            <UserTable
              users={page?.items ?? []}
              isLoading={users.isFetching}
              onEdit={(user) => setEditing({ user, isNew: false })}
            />
            {page && page.total > page.pageSize ? (
              <Pagination
                className="admin-pager"
                current={page.page}
                pageSize={page.pageSize}
                total={page.total}
                showSizeChanger={false}
                onChange={(next) => setFilters({ ...filters, page: next })}
              />
            ) : null}
          </>
        )}
      </section>
      <UserDrawer
        user={editing.user}
        isNew={editing.isNew}
        isCompact={isCompact}
        onClose={() => setEditing({ user: null, isNew: false })}
      />
    </>
  );
}
