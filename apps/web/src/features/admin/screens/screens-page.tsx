import type { ScreenSettings } from '@tahsilat/domain';
import { Button, Form, Spin, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.js';
import { Panel } from '../../../components/panel.js';
import { PageTitle } from '../../shell/page-title.js';
import { useSaveScreen, useScreens } from './api.js';
import { ScreenPreview } from './screen-preview.js';

const SWITCHES: readonly (keyof ScreenSettings)[] = [
  'b2BCustomerInformationVisibility',
  'b2BMobilePhoneVisibility',
  'b2BTcknVisibility',
  'b2BViewUsdOnCurrencyDropDown',
  'b2BViewEuroOnCurrencyDropDown',
  'b2BShowCampaignButton',
  'b2BHideCommissionRateInfo',
];

function ScreenForm({ screenId, settings }: { screenId: 5 | 6; settings: ScreenSettings }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<ScreenSettings>();
  const save = useSaveScreen();
  const watched = (Form.useWatch([], { form, preserve: true }) as ScreenSettings | undefined) ?? settings;
  return (
    <Panel title={t(`screens.titles.${screenId}`)} className="screen-panel">
      <p className="admin-muted">{t(`screens.leads.${screenId}`)}</p>
      <div className="screen-columns">
        <Form<ScreenSettings>
          form={form}
          name={`screen-${screenId}`}
          layout="horizontal"
          initialValues={settings}
          onFinish={() => save.mutate({ screenId, settings: { ...settings, ...form.getFieldsValue(true) } })}
        >
          {SWITCHES.map((key) => (
            <Form.Item
              key={key}
              name={key}
              valuePropName="checked"
              label={t(`screens.fields.${key}`)}
              colon={false}
            >
              <Switch size="small" />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('site.save')}
          </Button>
        </Form>
        <ScreenPreview settings={{ ...settings, ...watched }} />
      </div>
    </Panel>
  );
}

/** The payment screens (issue 15): which fields and choices the two payment pages show, with a sketch of each. */
export function ScreensPage() {
  const { t } = useTranslation('admin');
  const screens = useScreens();
  return (
    <>
      <PageTitle>{t('screens.title')}</PageTitle>
      <p className="admin-lead">{t('screens.lead')}</p>
      {screens.isError ? (
        <LoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void screens.refetch()} />
      ) : screens.data ? (
        screens.data.map((screen) => (
          <ScreenForm
            key={`${screen.screenId}-${JSON.stringify(screen.settings)}`}
            screenId={screen.screenId}
            settings={screen.settings}
          />
        ))
      ) : (
        <Spin className="link-cards-spin" />
      )}
    </>
  );
}
