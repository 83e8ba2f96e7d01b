import { MailOutlined, MessageOutlined } from '@ant-design/icons';
import type { CollectionDealer, ReminderPreview } from '@tahsilat/domain';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../../components/confirm-action.js';
import { Panel } from '../../../components/panel.js';
import { formatDateTime, formatMoney } from '../../../lib/format.js';
import { notifier } from '../../../lib/notify.js';
import { previewReminder, useRemind } from '../api.js';

/** The message exactly as the dealer will read it, inside the confirmation. */
function PreviewText({ preview }: { preview: ReminderPreview }) {
  const { t } = useTranslation('collection');
  return (
    <figure className="collection-preview" aria-label={t('remindConfirm.preview')}>
      {preview.subject ? <figcaption>{preview.subject}</figcaption> : null}
      <pre data-testid="reminder-preview">{preview.text}</pre>
    </figure>
  );
}

/**
 * The dealers of the lines on screen: what a reminder would state (overdue and coming in 30 days, TRY), when each was
 * last reminded, and a reminder by e-mail or SMS, shown as it will go before it is sent. A dealer switched off is
 * listed with its figures and never offered a reminder.
 */
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
  const ask = async (dealer: CollectionDealer, channel: 'email' | 'sms') => {
    // The server builds the message the reminder will carry; it says why when none can go (no address, nothing owed).
    const preview = await previewReminder({ firmId: dealer.id, channel });
    if (!preview.success || !preview.data) {
      return;
    }
    const shown = preview.data;
    confirm({
      title: t('remindConfirm.title', { dealer: dealer.name }),
      facts: [
        { label: t('remindConfirm.dealer'), value: `${dealer.code} · ${dealer.name}` },
        { label: t('remindConfirm.to'), value: `${shown.to} (${t(`channels.${channel}`)})` },
        { label: t('remindConfirm.overdue'), value: formatMoney(shown.figures.overdue, 'TRY') },
        { label: t('remindConfirm.coming'), value: formatMoney(shown.figures.coming, 'TRY') },
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
        { label: t('remindConfirm.preview'), value: <PreviewText preview={shown} /> },
      ],
      effects: [t(`remindConfirm.${channel}Effect`)],
      isIrreversible: true,
      isDanger: false,
      okText: t('remindConfirm.ok', { channel: t(`channels.${channel}`) }),
      onConfirm: () => send(dealer, channel),
    });
  };
  return (
    <Panel title={t('dealers')}>
      <ul className="home-list" data-testid="collection-dealers">
        {dealers.map((dealer) => (
          <li key={dealer.id}>
            <span className="home-list-text">
              {dealer.code} · {dealer.name}
              {dealer.isActive ? null : <Tag className="collection-passive">{t('passive')}</Tag>}
              <small className="home-list-note" data-testid="dealer-owes">
                {t('owes', {
                  overdue: formatMoney(dealer.reminder.overdue, 'TRY'),
                  coming: formatMoney(dealer.reminder.coming, 'TRY'),
                })}
              </small>
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
            {dealer.isActive ? (
              <span className="collection-remind">
                <Button
                  size="small"
                  icon={<MailOutlined />}
                  disabled={!dealer.hasEmail || remind.isPending}
                  aria-label={t('remindLabel', { dealer: dealer.name, channel: t('channels.email') })}
                  onClick={() => void ask(dealer, 'email')}
                >
                  {t('remindEmail')}
                </Button>
                <Button
                  size="small"
                  icon={<MessageOutlined />}
                  disabled={!dealer.hasPhone || remind.isPending}
                  aria-label={t('remindLabel', { dealer: dealer.name, channel: t('channels.sms') })}
                  onClick={() => void ask(dealer, 'sms')}
                >
                  {t('remindSms')}
                </Button>
              </span>
            ) : (
              <span className="collection-remind home-list-note">{t('passiveNote')}</span>
            )}
          </li>
        ))}
      </ul>
      {holder}
    </Panel>
  );
}
