import type { PaymentRequestItem } from '@tahsilat/domain';

export type LinkAction = 'copy' | 'sendEmail' | 'sendSms' | 'extend' | 'cancel' | 'capture' | 'release';

/**
 * What a row offers: the link can be copied always; sent and cancelled while it waits for payment; extended
 * while waiting or expired; a pre-authorisation the customer gave can be captured or released once.
 */
export function actionsFor(item: PaymentRequestItem, smsEnabled: boolean): LinkAction[] {
  const actions: LinkAction[] = ['copy'];
  if (item.status === 'waiting') {
    actions.push('sendEmail');
    if (smsEnabled) {
      actions.push('sendSms');
    }
  }
  if (item.status === 'waiting' || item.status === 'expired') {
    actions.push('extend');
  }
  if (item.isPreAuth && item.preAuthState === 'held') {
    actions.push('capture', 'release');
  }
  if (item.status === 'waiting') {
    actions.push('cancel');
  }
  return actions;
}

/** The date the extend dialog suggests: a week after the later of today and the current date, within the limit. */
export function suggestedValidityDate(current: string, today: string, max: string, plusDays = 7): string {
  const start = current > today ? current : today;
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + plusDays);
  const suggested = date.toISOString().slice(0, 10);
  return suggested > max ? max : suggested;
}
