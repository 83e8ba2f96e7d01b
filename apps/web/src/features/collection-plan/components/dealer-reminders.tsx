import { MailOutlined, MessageOutlined } from '@ant-design/icons';
import type { CollectionDealer } from '@tahsilat/domain';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../../components/confirm-action.js';
import { Panel } from '../../../components/panel.js';
import { formatDateTime } from '../../../lib/format.js';
import { notifier } from '../../../lib/notify.js';
import { useRemind } from '../api.js';

/** The dealers of the lines on screen: when each was last reminded, and a reminder by e-mail or SMS. */
export function DealerReminders({ dealers }: { dealers: CollectionDealer[] }) {
  const { t } = useTranslation('collection');
  const remind = useRemind();
  const { confirm, holder } = useConfirmAction();
  if (dealers.length === 0) {
    return null;
  }
  const send = async (dealer: CollectionDealer, channel: 'email' | 'sms') => {
    const result = await remind.mutateAsync({ firmId: dealer.id, channel });
    if (result.success && result.data) {
      notifier.show('success', t('reminded', { to: result.data.to }));
    }
  };
  const ask = (dealer: CollectionDealer, channel: 'email' | 'sms') =>
    confirm({
      title: t('remindConfirm.title', { dealer: dealer.name }),
      facts: [
        { label: t('remindConfirm.dealer'), value: `${dealer.code} · ${dealer.name}` },
        { label: t('remindConfirm.channel'), value: t(`channels.${channel}`) },
        {
          label: t('remindConfirm.last'),
          value: dealer.lastReminder
            ? [
                formatDateTime(dealer.lastReminder.at),
                t(`channels.${dealer.lastReminder.channel}`),
                dealer.lastReminder.by,
              ].join(' · ')
            : t('neverReminded'),
        },
      ],
      effects: [t(`remindConfirm.${channel}Effect`)],
      isIrreversible: true,
      isDanger: false,
      okText: t('remindConfirm.ok', { channel: t(`channels.${channel}`) }),
      onConfirm: () => send(dealer, channel),
    });
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
                onClick={() => ask(dealer, 'email')}
              >
                {t('remindEmail')}
              </Button>
              <Button
                size="small"
                icon={<MessageOutlined />}
                disabled={!dealer.hasPhone || remind.isPending}
                aria-label={t('remindLabel', { dealer: dealer.name, channel: t('channels.sms') })}
                onClick={() => ask(dealer, 'sms')}
              >
                {t('remindSms')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {holder}
    </Panel>
  );
}
