import type { CollectionDetail } from '@tahsilat/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.js';

type TimelineEvent = CollectionDetail['timeline'][number];

/** "22.11.2026 14:05:32": a payment's steps are seconds apart. */
function eventTime(at: string): string {
  const seconds = new Date(at).getSeconds();
  const minutes = formatDateTime(at);
  return minutes && !Number.isNaN(seconds) ? `${minutes}:${String(seconds).padStart(2, '0')}` : minutes;
}

/** How an event reads at a glance: done, went wrong, or the ERP's side. */
function toneOf(event: TimelineEvent['event']): 'ok' | 'bad' | 'erp' | 'plain' {
  switch (event) {
    case 'authorised':
      return 'ok';
    case 'failed':
    case 'expired':
    case 'voided':
    case 'refunded':
      return 'bad';
    case 'erpRecorded':
    case 'erpPosted':
      return 'erp';
    default:
      return 'plain';
  }
}

/** What happened to the payment, oldest first: started, 3-D, the bank's answer, refunds, the ERP. */
export function HistoryTimeline({ events }: { events: TimelineEvent[] }) {
  const { t } = useTranslation('history');
  return (
    <ol className="history-timeline" data-testid="history-timeline">
      {events.map((event) => (
        <li
          key={`${event.at}-${event.event}`}
          className={`history-event history-event-${toneOf(event.event)}`}
        >
          <span className="history-event-dot" aria-hidden />
          <div className="history-event-body">
            <strong>{t(`events.${event.event}`)}</strong>
            <time dateTime={event.at}>{eventTime(event.at)}</time>
            {event.text ? <span className="history-event-text">{event.text}</span> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
