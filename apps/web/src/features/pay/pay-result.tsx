import type { DeclineReason, PosTransaction } from '@tahsilat/domain';
import { messages } from '@tahsilat/domain/messages';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/index.js';
import { formatMoney } from './pay-format.js';
import type { CurrencyCode } from './pay-model.js';

const OUR_MESSAGES = new Set<string>(Object.values(messages));

/**
 * The detail under a decline's plain explanation: the bank's own words, labelled as such; a message of ours (an
 * expired payment, a link already paid) is shown as it is, translated.
 */
function detailOf(message: string): { ours: boolean; text: string } | null {
  const text = message.trim();
  if (text === '') {
    return null;
  }
  const ours = OUR_MESSAGES.has(text) || text.startsWith(messages.threeDFailed);
  return { ours, text: ours ? translateMessage(text) : text };
}

/**
 * How a payment ended, as the 3-D modal and the page after it show it (issue 27): an approval with what was
 * charged, its transaction number and card; a decline explained by its class in plain words, the bank's text as
 * detail. `actions` are the buttons (the receipt link, a new payment, try again).
 */
export function PayResult({
  transaction,
  className,
  headingLevel = 3,
  actions,
  testId,
  note = false,
}: {
  transaction: PosTransaction;
  className: string;
  headingLevel?: 2 | 3;
  actions: ReactNode;
  testId?: string;
  /** The page's panel says what the receipt and the number are for; the modal stays compact. */
  note?: boolean;
}) {
  const { t } = useTranslation('pay');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const heading = useRef<HTMLHeadingElement>(null);
  // The result is where the reader goes next (a screen reader hears it, the page scrolls to it).
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const success = transaction.isSuccess;
  const currency = (transaction.currencyCode ?? 'TRY') as CurrencyCode;
  const reason: DeclineReason = transaction.declineReason ?? 'other';
  const detail = success ? null : detailOf(transaction.message);
  return (
    <section
      className={`pay-result ${success ? 'is-success' : 'is-failure'} ${className}`}
      role="status"
      aria-label={t('result.label')}
      data-testid={testId}
      data-decline-reason={success ? undefined : reason}
    >
      <div className="pay-result-head">
        <span className="pay-result-icon" aria-hidden="true">
          {success ? '✓' : '!'}
        </span>
        <div>
          {success ? null : <p className="pay-result-eyebrow">{t('modal.failureTitle')}</p>}
          <Heading ref={heading} className="pay-result-title" tabIndex={-1}>
            {success ? t('modal.successTitle') : t(`result.declines.${reason}.title`)}
          </Heading>
        </div>
      </div>
      {success ? (
        <dl className="pay-result-facts">
          <div className="pay-result-amount">
            <dt>{t('modal.resultAmount')}</dt>
            <dd className="pay-result-amount-value" data-testid="pay-result-amount">
              {formatMoney(transaction.totalAmount, currency)}
            </dd>
          </div>
          <div>
            <dt>{t('modal.resultReference')}</dt>
            <dd data-testid="pay-result-reference">{transaction.orderId}</dd>
          </div>
          <div>
            <dt>{t('modal.resultCard')}</dt>
            <dd data-testid="pay-result-card">{transaction.maskedCardNumber}</dd>
          </div>
        </dl>
      ) : null}
      {success && note ? <p className="pay-result-note">{t('result.approvedText')}</p> : null}
      {success ? null : (
        <div className="pay-result-explanation">
          <p>{t(`result.declines.${reason}.text`)}</p>
          {detail ? (
            <p className="pay-result-detail" data-testid="pay-result-detail">
              {detail.ours ? detail.text : t('result.bankDetail', { message: detail.text })}
            </p>
          ) : null}
        </div>
      )}
      <div className="pay-result-actions">{actions}</div>
    </section>
  );
}

/** The receipt's signed link (an hour), for whoever paid, signed in or not. */
export function ReceiptLink({ url }: { url: string }) {
  const { t } = useTranslation('pay');
  return (
    <a className="button-secondary" href={url} download data-testid="receipt-download">
      {t('modal.receipt')}
    </a>
  );
}
