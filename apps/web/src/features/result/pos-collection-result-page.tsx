import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { translateMessage } from '../../i18n/index.js';
import { announceResult, isThreeDWindow } from '../pay/result-channel.js';

const CLOSE_WINDOW_AFTER_MS = 1_500;

/** The result panel shown inside the 3-D iframe: 'true' means success, anything else an error; the message is the title. */
export function PosCollectionResultPage() {
  const { t } = useTranslation();
  const params = useParams();
  const success = params.success === 'true';
  const message = params.message ?? '';

  useEffect(() => {
    // The payment page behind the iframe (or the window's opener) learns that the bank has answered.
    announceResult({ success, message });
    // In the bank's own window the result is shown by the payment page: the window closes itself.
    if (isThreeDWindow()) {
      const timer = window.setTimeout(() => window.close(), CLOSE_WINDOW_AFTER_MS);
      return () => window.clearTimeout(timer);
    }
    return undefined;
  }, [success, message]);

  return (
    <main className={`result-panel ${success ? 'result-success' : 'result-error'}`}>
      <div className="result-icon" aria-hidden="true">
        {success ? '✓' : '✕'}
      </div>
      <h1 className="result-title">
        {message ? translateMessage(message) : t(success ? 'result.success' : 'result.failure')}
      </h1>
      <p className="result-subtitle">{t(success ? 'result.success' : 'result.failure')}</p>
    </main>
  );
}
