import { MailOutlined, MessageOutlined } from '@ant-design/icons';
import type { CollectionDealer } from '@tahsilat/domain';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel.js';
import { formatDateTime } from '../../../lib/format.js';
import { notifier } from '../../../lib/notify.js';
import { useRemind } from '../api.js';

/** The dealers of the lines on screen: when each was last reminded, and a reminder by e-mail or SMS. */
export function DealerReminders({ dealers }: { dealers: CollectionDealer[] }) {
  const { t } = useTranslation('collection');
  const remind = useRemind();
  if (dealers.length === 0) {
    return null;
  }
  const send = async (dealer: CollectionDealer, channel: 'email' | 'sms') => {
    const result = await remind.mutateAsync({ firmId: dealer.id, channel });
    if (result.success && result.data) {
      notifier.show('success', t('reminded', { to: result.data.to }));
    }
  };
  return (
    <Panel title={t('dealers')}>
      <ul className="home-list" data-testid="collection-dealers">
        {dealers.map((dealer) => (
          <li key={dealer.id}>
            <span className="home-list-text">
              {dealer.code} · {dealer.name}
              <small className="home-list-note">
                {dealer.lastReminder
                  ? t('lastReminder', {
                      date: formatDateTime(dealer.lastReminder.at),
                      channel: t(`channels.${dealer.lastReminder.channel}`),
                      by: dealer.lastReminder.by,
                    })
                  : t('neverReminded')}
              </small>
            </span>
            <span className="collection-remind">
              <Button
                size="small"
                icon={<MailOutlined />}
                disabled={!dealer.hasEmail || remind.isPending}
                aria-label={t('remindLabel', { dealer: dealer.name, channel: t('channels.email') })}
                onClick={() => void send(dealer, 'email')}
              >
                {t('remindEmail')}
              </Button>
              <Button
                size="small"
                icon={<MessageOutlined />}
                disabled={!dealer.hasPhone || remind.isPending}
                aria-label={t('remindLabel', { dealer: dealer.name, channel: t('channels.sms') })}
                onClick={() => void send(dealer, 'sms')}
              >
                {t('remindSms')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
