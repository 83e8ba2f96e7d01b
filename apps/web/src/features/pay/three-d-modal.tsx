import type { PosTransaction } from '@tahsilat/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.js';
import { fetchTransaction } from './api.js';
import { threeDDisplayOf, withNonce } from './pay-request.js';
import { PayResult, ReceiptLink } from './pay-result.js';
import { listenForResults } from './result-channel.js';

const POLL_MS = 3_000;

/** The page's CSP nonce (the server writes it into the meta tag Vite adds); the bank form's script needs it. */
export function pageNonce(): string {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
}

/** How tall the bank's page may be: its width plus 150 (SPEC 2), within the window. */
function frameHeight(frame: HTMLIFrameElement): number {
  let width = frame.clientWidth;
  try {
    width = frame.contentDocument?.documentElement.scrollWidth || width;
  } catch {
    // The bank's own page (another origin) keeps its size to itself.
  }
  return Math.max(420, Math.min(width + 150, window.innerHeight - 160));
}

export interface ThreeDSession {
  transactionId: string;
  content: string;
  /** The window written for a new-window bank (opened on the click, so no blocker stops it). */
  popup: Window | null;
}

/**
 * The 3-D modal (SPEC 2 and 4): width 600, closed only by its own button. The bank's page runs in the
 * iframe (or the bank's window); the server's word on the transaction decides what happened.
 */
export function ThreeDModal({
  session,
  onFinished,
  onClose,
}: {
  session: ThreeDSession;
  onFinished(transaction: PosTransaction): void;
  onClose(transaction: PosTransaction | null): void;
}) {
  const { t } = useTranslation('pay');
  const [result, setResult] = useState<PosTransaction | null>(null);
  const [height, setHeight] = useState(560);
  const finished = useRef(false);
  const display = useMemo(() => threeDDisplayOf(session.content, session.popup !== null), [session]);

  const check = useCallback(async () => {
    if (finished.current) {
      return;
    }
    const answer = await fetchTransaction(session.transactionId);
    const transaction = answer.data;
    if (!transaction || transaction.status === 'awaiting_3d' || finished.current) {
      return;
    }
    finished.current = true;
    setResult(transaction);
    onFinished(transaction);
    if (session.popup && !session.popup.closed) {
      session.popup.close();
    }
  }, [session, onFinished]);

  useEffect(() => {
    const popup = session.popup;
    if (popup && display.kind === 'document') {
      popup.document.open();
      popup.document.write(withNonce(display.html, pageNonce()));
      popup.document.close();
    }
  }, [session.popup, display]);

  useEffect(() => {
    const stop = listenForResults(() => void check());
    const timer = window.setInterval(() => void check(), POLL_MS);
    return () => {
      stop();
      window.clearInterval(timer);
    };
  }, [check]);

  return (
    <Dialog
      title={t('modal.title')}
      closeLabel={t('modal.closeLabel')}
      dismissible={false}
      className={`three-d-dialog${result ? ' has-result' : ''}`}
      onClose={() => onClose(result)}
    >
      {result ? (
        // The bank's page is done: the result takes its place, compact enough to fit a laptop's or a phone's window.
        <PayResult
          transaction={result}
          className="three-d-result"
          actions={
            <>
              {result.receiptUrl ? <ReceiptLink url={result.receiptUrl} /> : null}
              <button type="button" className="button-primary" onClick={() => onClose(result)}>
                {t('modal.close')}
              </button>
            </>
          }
        />
      ) : display.kind === 'document' && display.window ? (
        <div className="three-d-window">
          <p>{t('modal.window')}</p>
          <button type="button" className="button-secondary" onClick={() => session.popup?.focus()}>
            {t('modal.focusWindow')}
          </button>
        </div>
      ) : (
        <iframe
          className="three-d-frame"
          title={t('modal.frameTitle')}
          style={{ height }}
          // The bank's page may post forms and run its scripts, but never move this page away.
          sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
          {...(display.kind === 'url'
            ? { src: display.url }
            : { srcDoc: withNonce(display.html, pageNonce()) })}
          onLoad={(event) => setHeight(frameHeight(event.currentTarget))}
        />
      )}
    </Dialog>
  );
}
