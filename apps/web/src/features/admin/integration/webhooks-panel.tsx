import { Button, Checkbox, Form, Input, Modal, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { EmptyNote, Panel } from '../../../components/panel.js';
import { useCreateWebhook, useDeleteWebhook, useWebhooks, type WebhookEndpoint } from './api.js';
import { DeliveriesDrawer } from './deliveries-drawer.js';
import { SecretOnce } from './secret-once.js';

const EVENTS = ['collection.authorised', 'collection.refunded', 'collection.voided'];

function NewWebhook({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const { t } = useTranslation('admin');
  const create = useCreateWebhook();
  const [form] = Form.useForm<{ url: string; events: string[]; description: string }>();
  const submit = async () => {
    const values = await form.validateFields();
    const result = await create.mutateAsync({
      url: values.url.trim(),
      events: values.events,
      ...(values.description?.trim() ? { description: values.description.trim() } : {}),
    });
    if (result.success && result.data) {
      form.resetFields();
      onCreated(result.data.secret);
    }
  };
  return (
    <Modal
      open={open}
      title={t('integration.webhooks.create')}
      okText={t('integration.webhooks.create')}
      cancelText={t('commissions.cancel')}
      confirmLoading={create.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ url: 'https://', events: EVENTS, description: '' }}
      >
        <Form.Item
          name="url"
          label={t('integration.webhooks.url')}
          rules={[{ required: true, message: t('integration.webhooks.urlRequired') }]}
        >
          <Input type="url" maxLength={500} />
        </Form.Item>
        <Form.Item
          name="events"
          label={t('integration.webhooks.events')}
          rules={[
            { required: true, type: 'array', min: 1, message: t('integration.webhooks.eventsRequired') },
          ]}
        >
          <Checkbox.Group
            options={EVENTS.map((event) => ({
              value: event,
              label: t(`integration.events.${event.split('.')[1]}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="description" label={t('integration.webhooks.description')}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Where Tahsilat tells the ERP of collections: endpoints with their signing secret, deliveries and a test. */
export function WebhooksPanel() {
  const { t } = useTranslation('admin');
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [opened, setOpened] = useState<WebhookEndpoint | null>(null);
  const columns: DataColumn<WebhookEndpoint>[] = [
    {
      key: 'url',
      title: t('integration.webhooks.url'),
      ellipsis: true,
      render: (hook) => <code>{hook.url}</code>,
    },
    {
      key: 'events',
      title: t('integration.webhooks.events'),
      width: 240,
      render: (hook) => hook.events.map((event) => t(`integration.events.${event.split('.')[1]}`)).join(', '),
    },
    {
      key: 'status',
      title: t('integration.keys.status'),
      width: 100,
      pin: true,
      render: (hook) => (
        <Tag color={hook.isActive ? 'green' : 'default'}>
          {t(hook.isActive ? 'commissions.active' : 'commissions.passive')}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: <span className="sr-only">{t('commissions.columns.actions')}</span>,
      width: 220,
      stickyEnd: true,
      render: (hook) => (
        <span className="admin-row-actions">
          <Button size="small" onClick={() => setOpened(hook)}>
            {t('integration.webhooks.deliveries')}
          </Button>
          <Popconfirm
            title={t('integration.webhooks.deleteConfirm')}
            okText={t('integration.webhooks.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('commissions.cancel')}
            onConfirm={() => remove.mutateAsync(hook.id)}
          >
            <Button size="small" danger>
              {t('integration.webhooks.delete')}
            </Button>
          </Popconfirm>
        </span>
      ),
    },
  ];
  return (
    <Panel
      title={t('integration.webhooks.title')}
      extra={
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('integration.webhooks.create')}
        </Button>
      }
    >
      <p className="admin-muted">{t('integration.webhooks.lead')}</p>
      <DataTable
        className="integration-webhooks"
        columns={columns}
        rows={webhooks.data ?? []}
        rowKey={(hook) => hook.id}
        loading={webhooks.isFetching}
        empty={<EmptyNote>{t('integration.webhooks.empty')}</EmptyNote>}
        minWidth={820}
      />
      <NewWebhook
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(created) => {
          setAdding(false);
          setSecret(created);
        }}
      />
      <SecretOnce
        title={t('integration.webhooks.secretTitle')}
        secret={secret}
        onClose={() => setSecret(null)}
      />
      <DeliveriesDrawer webhook={opened} onClose={() => setOpened(null)} />
    </Panel>
  );
}
