import type { AdminBank, AdminBankForm } from '@tahsilat/domain';

/** A bank account as the console sends it back whole: the answer's own fields, every secret empty (kept). */
export function bankFormOf(bank: AdminBank): AdminBankForm {
  const {
    id: _id,
    bankId: _b,
    hasApiPassword: _p,
    hasStoreKey: _k,
    hasRefundPassword: _r,
    previousStoreKeyUntil: _g,
    definitionCount: _c,
    updatedAt: _u,
    ...form
  } = bank;
  return { ...form, apiPassword: null, storeKey: null, refundPassword: null };
}
