import type { PaymentRequestStatus, PreAuthState } from '@tahsilat/domain';

export const STATUS_COLORS: Record<PaymentRequestStatus, string> = {
  waiting: 'processing',
  paid: 'success',
  expired: 'warning',
  cancelled: 'default',
};

export const PRE_AUTH_COLORS: Record<Exclude<PreAuthState, 'none'>, string> = {
  held: 'gold',
  settling: 'processing',
  captured: 'green',
  released: 'default',
};
