import type { PaymentRequestItem } from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatMoney, shortId } from '../../lib/format.js';
import { actionsFor, suggestedValidityDate } from './link-actions.js';

function link(patch: Partial<PaymentRequestItem> = {}): PaymentRequestItem {
  return {
    id: 'id-1',
    code: 'c'.repeat(22),
    link: 'http://localhost/paymentPage?d=cccccccccccccccccccccc',
    referenceNumber: 'PL-1',
    firmId: 'f',
    firmName: 'Demo',
    firmBranchNumber: '100',
    customerName: null,
    customerEmail: null,
    customerPhone: null,
    amount: '1250.00',
    currencyCode: 'TRY',
    description: 'd',
    validityDate: '2026-11-29',
    status: 'waiting',
    language: 'tr',
    isPreAuth: false,
    preAuthState: 'none',
    maxPayments: 1,
    paidCount: 0,
    paidAt: null,
    paidAmount: null,
    transactionId: null,
    paymentSetId: null,
    paymentMethod: null,
    createdAt: '2026-11-22T09:00:00.000Z',
    createdBy: 'Demo Kullanıcı',
    cancelledAt: null,
    lastSentAt: null,
    ...patch,
  };
}

describe('row actions', () => {
  it('a waiting link can be copied, sent, extended and cancelled', () => {
    expect(actionsFor(link(), true)).toEqual(['copy', 'sendEmail', 'sendSms', 'extend', 'cancel']);
    expect(actionsFor(link(), false)).toEqual(['copy', 'sendEmail', 'extend', 'cancel']);
  });

  it('an expired link can only be extended; paid and cancelled ones only copied', () => {
    expect(actionsFor(link({ status: 'expired' }), true)).toEqual(['copy', 'extend']);
    expect(actionsFor(link({ status: 'paid' }), true)).toEqual(['copy']);
    expect(actionsFor(link({ status: 'cancelled' }), true)).toEqual(['copy']);
  });

  it('a held pre-authorisation can be captured or released, once', () => {
    expect(actionsFor(link({ status: 'paid', isPreAuth: true, preAuthState: 'held' }), false)).toEqual([
      'copy',
      'capture',
      'release',
    ]);
    for (const preAuthState of ['settling', 'captured', 'released'] as const) {
      expect(
        actionsFor(link({ status: 'paid', isPreAuth: true, preAuthState }), false),
        preAuthState,
      ).toEqual(['copy']);
    }
  });

  it('the extend dialog suggests a week after the later of today and the current date, within the limit', () => {
    expect(suggestedValidityDate('2026-11-29', '2026-11-22', '2027-11-22')).toBe('2026-12-06');
    expect(suggestedValidityDate('2026-11-01', '2026-11-22', '2027-11-22')).toBe('2026-11-29');
    expect(suggestedValidityDate('2027-11-20', '2026-11-22', '2027-11-22')).toBe('2027-11-22');
  });
});

describe('formats', () => {
  it('shows amounts, days and times the Turkish way', () => {
    expect(formatMoney('1250.5', 'TRY')).toBe('1.250,50 TL');
    expect(formatMoney('99.90', 'USD')).toBe('99,90 USD');
    expect(formatDay('2026-11-29')).toBe('29.11.2026');
    expect(formatDay(null)).toBe('');
    // The tests run in Istanbul time (UTC+3).
    expect(formatDateTime('2026-11-22T09:05:00.000Z')).toBe('22.11.2026 12:05');
    expect(formatDateTime('nonsense')).toBe('');
    expect(shortId('0b6f3c1e-9d2a-4f7b')).toBe('0b6f3c1e…');
  });
});
