import type { AdminDomain } from '@tahsilat/domain';
import { Alert, Button, Form, Input, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { EmptyNote, Panel } from '../../../components/panel.js';
import { formatDateTime } from '../../../lib/format.js';
import { PageTitle } from '../../shell/page-title.js';
import { useAddDomain, useDomains, useRemoveDomain, useVerifyDomain } from './api.js';

/** The DNS record a pending host needs, each value copyable. */
function TxtRecord({ domain }: { domain: AdminDomain }) {
  const { t } = useTranslation('admin');
  if (!domain.txtName || !domain.txtValue) {
    return null;
  }
  return (
    <dl className="admin-txt-record">
      <dt>{t('domains.txtType')}</dt>
      <dd>TXT</dd>
      <dt>{t('domains.txtName')}</dt>
      <dd>
        <Typography.Text code copyable>
          {domain.txtName}
        </Typography.Text>
      </dd>
      <dt>{t('domains.txtValue')}</dt>
      <dd>
        <Typography.Text code copyable>
          {domain.txtValue}
        </Typography.Text>
      </dd>
    </dl>
  );
}

/**
 * Domains (issue 15): the host names the tenant's sign-in and payment pages answer on. A new host is added, its TXT
 * record published at the tenant's DNS provider, then verified; removal is refused for the host in use and the
 * last verified one.
 */
export function DomainsPage() {
  const { t } = useTranslation('admin');
  const domains = useDomains();
  const add = useAddDomain();
  const verify = useVerifyDomain();
  const remove = useRemoveDomain();
  const [host, setHost] = useState('');

  const submit = async () => {
    const result = await add.mutateAsync(host);
    if (result.success) {
      setHost('');
    }
  };

  const columns: DataColumn<AdminDomain>[] = [
    {
      key: 'host',
      title: t('domains.host'),
      render: (domain) => (
        <>
          <strong>{domain.host}</strong>
          {domain.current ? <Tag className="admin-tag-current">{t('domains.current')}</Tag> : null}
          <TxtRecord domain={domain} />
        </>
      ),
    },
    {
      key: 'status',
      title: t('domains.status'),
      width: 200,
      pin: true,
      render: (domain) =>
        domain.verified ? (
          <Tag color="green">
            {domain.verifiedAt
              ? t('domains.verifiedAt', { at: formatDateTime(domain.verifiedAt) })
              : t('domains.verified')}
          </Tag>
        ) : (
          <Tag color="gold">{t('domains.pending')}</Tag>
        ),
    },
    {
      key: 'actions',
      title: t('domains.actions'),
      width: 230,
      stickyEnd: true,
      render: (domain) => (
        <Space wrap>
          {domain.verified ? null : (
            <Button
              size="small"
              type="primary"
              loading={verify.isPending && verify.variables === domain.host}
              onClick={() => verify.mutate(domain.host)}
              aria-label={`${t('domains.verify')}: ${domain.host}`}
            >
              {t('domains.verify')}
            </Button>
          )}
          {domain.current ? null : (
            <Popconfirm
              title={t('domains.removeConfirm', { host: domain.host })}
              okText={t('domains.remove')}
              okButtonProps={{ danger: true }}
              cancelText={t('commissions.cancel')}
              onConfirm={() => remove.mutateAsync(domain.host)}
            >
              <Button size="small" danger aria-label={`${t('domains.remove')}: ${domain.host}`}>
                {t('domains.remove')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="admin-domains-page">
      <PageTitle>{t('domains.title')}</PageTitle>
      <p className="admin-lead">{t('domains.lead')}</p>
      <Panel title={t('domains.addTitle')}>
        <Form layout="vertical" onFinish={() => void submit()} className="admin-domain-add">
          <Form.Item label={t('domains.host')} extra={t('domains.hostHint')} htmlFor="admin-domain-host">
            <Space.Compact className="admin-domain-input">
              <Input
                id="admin-domain-host"
                value={host}
                maxLength={253}
                autoComplete="off"
                placeholder="odeme.firmaniz.com.tr"
                onChange={(event) => setHost(event.target.value)}
              />
              <Button type="primary" htmlType="submit" loading={add.isPending} disabled={!host.trim()}>
                {t('domains.add')}
              </Button>
            </Space.Compact>
          </Form.Item>
        </Form>
        <Alert type="info" showIcon className="admin-note" title={t('domains.howTo')} />
      </Panel>
      <Panel title={t('domains.listTitle')}>
        <DataTable
          className="admin-domain-table"
          columns={columns}
          rows={domains.data ?? []}
          rowKey={(domain) => domain.host}
          loading={domains.isFetching}
          empty={<EmptyNote>{t('domains.empty')}</EmptyNote>}
          minWidth={720}
        />
      </Panel>
    </div>
  );
}
