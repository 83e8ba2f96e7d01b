import { Alert, Button, Form, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.js';
import { Panel } from '../../../components/panel.js';
import { schemaRule } from '../../../lib/schema-rule.js';
import { PageTitle } from '../../shell/page-title.js';
import { useSaveSiteSettings, useSiteSettings } from './api.js';
import { BrandFields, BusinessFields, PaymentFields } from './site-fields.js';
import { SiteFilesPanel } from './site-files-panel.js';
import { type SiteFormValues, siteFormValues, toSiteUpdate } from './site-form.js';
import { TextFields } from './site-texts-fields.js';

/** A field's rule: the shared schema's message for it, on the whole form as it stands. */
const schemaRuleFor = schemaRule(
  async () => (await import('./site-form-issues.js')).siteFormIssues,
  (form) => form.getFieldsValue(true) as SiteFormValues,
);

function SiteForm({ initial, domains }: { initial: SiteFormValues; domains: string[] }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<SiteFormValues>();
  const save = useSaveSiteSettings();

  // The answer replaces the cached settings, and the page remounts this form with them (its key).
  const handleFinish = () => save.mutate(toSiteUpdate(form.getFieldsValue(true) as SiteFormValues));

  return (
    <Form<SiteFormValues>
      form={form}
      name="site-settings"
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onFinish={handleFinish}
      scrollToFirstError={{ block: 'center' }}
      className="admin-form"
    >
      <BrandFields rule={schemaRuleFor} />
      <PaymentFields rule={schemaRuleFor} />
      <TextFields rule={schemaRuleFor} />
      <BusinessFields rule={schemaRuleFor} />
      <Panel title={t('site.sections.domains')} className="admin-domains">
        <ul>
          {domains.map((host) => (
            <li key={host}>
              <code>{host}</code>
            </li>
          ))}
        </ul>
        <p className="admin-muted">{t('site.domainsNote')}</p>
      </Panel>
      <div className="admin-form-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('site.save')}
        </Button>
        <Button onClick={() => form.resetFields()} disabled={save.isPending}>
          {t('site.reset')}
        </Button>
      </div>
    </Form>
  );
}

/** Brand and site (issue 15): the tenant's name, contact details and feature switches, saved as one form. */
export function SiteSettingsPage() {
  const { t, i18n } = useTranslation('admin');
  const settings = useSiteSettings();
  const data = settings.data;
  const language = i18n.language;
  const initial = useMemo(() => (data ? siteFormValues(data, language) : null), [data, language]);
  return (
    <>
      <PageTitle>{t('site.title')}</PageTitle>
      <p className="admin-lead">{t('site.lead')}</p>
      {settings.isError ? (
        <LoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void settings.refetch()} />
      ) : initial && data ? (
        <>
          <Alert type="info" showIcon className="admin-note" title={t('site.auditNote')} />
          <SiteFilesPanel />
          {/* Saved settings come back as the new initial values: the key remounts the form on a reload. */}
          <SiteForm key={data.updatedAt} initial={initial} domains={data.domains} />
        </>
      ) : (
        <Spin className="link-cards-spin" />
      )}
    </>
  );
}
