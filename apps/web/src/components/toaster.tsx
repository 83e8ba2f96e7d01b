import { useSyncExternalStore } from 'react';
import { translateMessage } from '../i18n/index.js';
import { currentNotices, dismissNotice, subscribeNotices } from '../lib/notify.js';

/** The notices of every screen: errors are announced assertively, the rest politely. */
export function Toaster() {
  const notices = useSyncExternalStore(subscribeNotices, currentNotices);
  return (
    <div className="toaster" aria-live="polite">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`toast toast-${notice.kind}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          <span className="toast-icon" aria-hidden="true">
            {notice.kind === 'success' ? '✓' : notice.kind === 'error' ? '!' : 'i'}
          </span>
          <span className="toast-text">{translateMessage(notice.text)}</span>
          <button
            type="button"
            className="toast-close"
            aria-label="Kapat"
            onClick={() => dismissNotice(notice.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
