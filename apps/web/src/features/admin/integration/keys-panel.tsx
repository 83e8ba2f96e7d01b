import type { AdminIntegrationKey } from '@tahsilat/domain';
import { Button, Form, Input, Modal, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../../components/confirm-action.js';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { EmptyNote, Panel } from '../../../components/panel.js';
import { formatDateTime } from '../../../lib/format.js';
import { useCreateKey, useIntegrationKeys, useRevokeKey } from './api.js';
import { SecretOnce } from './secret-once.js';

/** The ERP's integration keys: made here (the key shown once), listed with their last use, revoked at once. */
export function KeysPanel() {
  const { t } = useTranslation('admin');
  const keys = useIntegrationKeys();
  const create = useCreateKey();
  const revoke = useRevokeKey();
  const { confirm, holder } = useConfirmAction();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<string | null>(null);

  const submit = async () => {
    const result = await create.mutateAsync(name);
    if (result.success && result.data) {
      setNaming(false);
      setName('');
      setSecret(result.data.secret);
    }
  };

  const askRevoke = (key: AdminIntegrationKey) =>
    confirm({
      title: t('integration.keys.revokeTitle', { name: key.name }),
      facts: [
        { label: t('integration.keys.name'), value: key.name },
        { label: t('integration.keys.prefix'), value: <code>{key.prefix}…</code> },
        { label: t('integration.keys.createdBy'), value: key.createdBy },
        {
          label: t('integration.keys.lastUsed'),
          value: key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('integration.keys.neverUsed'),
        },
      ],
      effects: [t('integration.keys.revokeEffect'), t('integration.keys.revokeNext')],
      isIrreversible: true,
      okText: t('integration.keys.revoke'),
      onConfirm: () => revoke.mutateAsync(key.id),
    });

  const columns: DataColumn<AdminIntegrationKey>[] = [
    { key: 'name', title: t('integration.keys.name'), render: (key) => <strong>{key.name}</strong> },
    {
      key: 'prefix',
      title: t('integration.keys.prefix'),
      width: 150,
      render: (key) => <code>{key.prefix}…</code>,
    },
    { key: 'createdBy', title: t('integration.keys.createdBy'), width: 170, render: (key) => key.createdBy },
    {
      key: 'lastUsed',
      title: t('integration.keys.lastUsed'),
      width: 150,
      render: (key) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt) : '—'),
    },
    {
      key: 'status',
      title: t('integration.keys.status'),
      width: 190,
      pin: true,
      render: (key) =>
        key.revokedAt ? (
          <Tag>{t('integration.keys.revoked', { at: formatDateTime(key.revokedAt) })}</Tag>
        ) : (
          <Button
            size="small"
            danger
            aria-label={`${t('integration.keys.revoke')}: ${key.name}`}
            onClick={() => askRevoke(key)}
          >
            {t('integration.keys.revoke')}
          </Button>
        ),
    },
  ];

  return (
    <Panel
      title={t('integration.keys.title')}
      extra={
        <Button type="primary" onClick={() => setNaming(true)}>
          {t('integration.keys.create')}
        </Button>
      }
    >
      <p className="admin-muted">{t('integration.keys.lead')}</p>
      <DataTable
        className="integration-keys"
        columns={columns}
        rows={keys.data ?? []}
        rowKey={(key) => key.id}
        loading={keys.isFetching}
        empty={<EmptyNote>{t('integration.keys.empty')}</EmptyNote>}
        minWidth={820}
      />
      <Modal
        open={naming}
        title={t('integration.keys.create')}
        okText={t('integration.keys.create')}
        cancelText={t('commissions.cancel')}
        confirmLoading={create.isPending}
        okButtonProps={{ disabled: !name.trim() }}
        onOk={() => void submit()}
        onCancel={() => setNaming(false)}
      >
        <Form layout="vertical" onFinish={() => void submit()}>
          <Form.Item
            label={t('integration.keys.name')}
            extra={t('integration.keys.nameHint')}
            htmlFor="integration-key-name"
          >
            <Input
              id="integration-key-name"
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
            />
          </Form.Item>
        </Form>
      </Modal>
      {holder}
      <SecretOnce title={t('integration.keys.secretTitle')} secret={secret} onClose={() => setSecret(null)} />
    </Panel>
  );
}
