import { Button, Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { EmptyNote } from '../../../components/panel.js';
import { formatDateTime } from '../../../lib/format.js';
import { useIsCompact } from '../../../lib/use-is-compact.js';
import {
  useDeliveries,
  useRetryDelivery,
  useTestWebhook,
  type WebhookDelivery,
  type WebhookEndpoint,
} from './api.js';

const STATUS_COLORS = { pending: 'gold', delivered: 'green', failed: 'red' } as const;

/** One endpoint's latest deliveries, a failed one retried now, and a test delivery. */
export function DeliveriesDrawer({
  webhook,
  onClose,
}: {
  webhook: WebhookEndpoint | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const isCompact = useIsCompact();
  const deliveries = useDeliveries(webhook?.id ?? null);
  const test = useTestWebhook();
  const retry = useRetryDelivery();
  const columns: DataColumn<WebhookDelivery>[] = [
    {
      key: 'at',
      title: t('integration.deliveries.at'),
      width: 140,
      render: (row) => formatDateTime(row.createdAt),
    },
    {
      key: 'event',
      title: t('integration.webhooks.events'),
      width: 150,
      render: (row) => t(`integration.events.${row.eventType.split('.')[1]}`),
    },
    {
      key: 'attempts',
      title: t('integration.deliveries.attempts'),
      width: 90,
      render: (row) => String(row.attempts),
    },
    {
      key: 'error',
      title: t('integration.deliveries.lastError'),
      render: (row) => (row.lastError ? `${row.lastStatusCode ?? ''} ${row.lastError}`.trim() : '—'),
    },
    {
      key: 'status',
      title: t('integration.keys.status'),
      width: 120,
      pin: true,
      render: (row) => (
        <Tag color={STATUS_COLORS[row.status]}>{t(`integration.deliveries.${row.status}`)}</Tag>
      ),
    },
    {
      key: 'actions',
      title: <span className="sr-only">{t('commissions.columns.actions')}</span>,
      width: 110,
      stickyEnd: true,
      render: (row) =>
        row.status === 'failed' ? (
          <Button size="small" onClick={() => void retry.mutateAsync(row.id)}>
            {t('integration.deliveries.retry')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Drawer
      open={webhook !== null}
      onClose={onClose}
      size={isCompact ? '100%' : 880}
      title={webhook?.url}
      destroyOnHidden
      extra={
        <Button onClick={() => webhook && void test.mutateAsync(webhook.id)} loading={test.isPending}>
          {t('integration.deliveries.test')}
        </Button>
      }
    >
      <DataTable
        className="integration-deliveries"
        columns={columns}
        rows={deliveries.data ?? []}
        rowKey={(row) => row.id}
        loading={deliveries.isFetching}
        empty={<EmptyNote>{t('integration.deliveries.empty')}</EmptyNote>}
        minWidth={760}
      />
    </Drawer>
  );
}
