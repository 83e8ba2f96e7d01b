import { passesLuhn } from '@tahsilat/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseFormBody } from '../form-body.js';
import { garantiFormHash } from '../garanti/hash.js';
import { constantTimeEqual } from '../store-key.js';
import { majorUnits } from '../types.js';
import type { SandboxContext } from './context.js';
import { GARANTI_REFUSALS, type GarantiRefusal } from './garanti-codes.js';
import { garantiPostBack } from './garanti-postback.js';
import type { GarantiSessions } from './garanti-sessions.js';
import type { SandboxMerchant } from './merchants.js';
import { errorPage } from './pages.js';

/** The card fields: never echoed in the post back. */
const CARD_FIELDS = new Set(['cardnumber', 'cardexpiredatemonth', 'cardexpiredateyear', 'cardcvv2']);
const CURRENCIES = new Set(['949', '840', '978']);

const isHttpUrl = (text: string | undefined) => {
  try {
    return ['http:', 'https:'].includes(new URL(text ?? '').protocol);
  } catch {
    return false;
  }
};

/** What the gate refuses about a form whose hash is good: the card, then the order's fields. */
function formProblem(fields: Readonly<Record<string, string>>): GarantiRefusal | null {
  const pan = fields.cardnumber ?? '';
  const cardOk =
    /^\d{13,19}$/.test(pan) &&
    passesLuhn(pan) &&
    /^(0?[1-9]|1[0-2])$/.test(fields.cardexpiredatemonth ?? '') &&
    /^\d{2}(\d{2})?$/.test(fields.cardexpiredateyear ?? '') &&
    /^\d{3,4}$/.test(fields.cardcvv2 ?? '');
  if (!cardOk) {
    return GARANTI_REFUSALS.badCard;
  }
  const amount = fields.txnamount ?? '';
  const installments = fields.txninstallmentcount ?? '';
  const wellFormed =
    /^\d{1,12}$/.test(amount) &&
    BigInt(amount) > 0n &&
    CURRENCIES.has(fields.txncurrencycode ?? '') &&
    ['sales', 'preauth'].includes(fields.txntype ?? '') &&
    ['3D', '3D_PAY'].includes(fields.secure3dsecuritylevel ?? '') &&
    (installments === '' ||
      (/^\d{1,2}$/.test(installments) && Number(installments) >= 2 && Number(installments) <= 12)) &&
    isHttpUrl(fields.successurl) &&
    isHttpUrl(fields.errorurl) &&
    (fields.orderid ?? '') !== '';
  return wellFormed ? null : GARANTI_REFUSALS.badRequest;
}

/** The merchant the form names and whether its secure3dhash is the one its store key and PROVAUT make. */
function signer(
  context: SandboxContext,
  fields: Readonly<Record<string, string>>,
): SandboxMerchant | GarantiRefusal {
  const merchant = context.merchant(fields.terminalmerchantid ?? '', 'garanti');
  if (!merchant || fields.terminalid !== merchant.terminalId) {
    return GARANTI_REFUSALS.unknownTerminal;
  }
  if (fields.terminalprovuserid !== merchant.apiUser) {
    return GARANTI_REFUSALS.wrongUser;
  }
  const expected = garantiFormHash(
    {
      terminalId: fields.terminalid ?? '',
      orderId: fields.orderid ?? '',
      amount: fields.txnamount ?? '',
      currencyCode: fields.txncurrencycode ?? '',
      successUrl: fields.successurl ?? '',
      errorUrl: fields.errorurl ?? '',
      type: fields.txntype ?? '',
      installments: fields.txninstallmentcount ?? '',
    },
    merchant.storeKey,
    merchant.apiPassword,
  );
  // Upper-case hex as the bank makes it: a lower-case hash is a different hash here.
  return constantTimeEqual(expected, fields.secure3dhash ?? '') ? merchant : GARANTI_REFUSALS.badHash;
}

const refusePage = (context: SandboxContext, reply: FastifyReply, refusal: GarantiRefusal) =>
  context.sendPage(reply, errorPage(refusal.message, refusal.reason), 400);

/**
 * gt3dengine: the terminal, PROVAUT and secure3dhash (a wrong one gets the error page, 400), the card and the
 * order's fields, an order not authorised before; then the shared card-holder page and Garanti's post back.
 */
export function registerGarantiGate(
  app: FastifyInstance,
  context: SandboxContext,
  sessions: GarantiSessions,
) {
  app.post('/garanti/servlet/gt3dengine', async (request, reply) => {
    let fields: Record<string, string>;
    try {
      fields = parseFormBody(request.body as Buffer);
    } catch {
      return refusePage(context, reply, GARANTI_REFUSALS.badRequest);
    }
    const merchant = signer(context, fields);
    if (!('clientId' in merchant)) {
      return refusePage(context, reply, merchant);
    }
    const problem = formProblem(fields);
    if (problem) {
      return refusePage(context, reply, problem);
    }
    const orderId = fields.orderid ?? '';
    const taken = context.journal
      .forOrder(merchant.clientId, orderId)
      .some((entry) => ['Auth', 'PreAuth', '3d_pay'].includes(entry.type) && entry.outcome === 'approved');
    if (taken) {
      return refusePage(context, reply, GARANTI_REFUSALS.alreadyUsed);
    }
    const echoed = Object.fromEntries(Object.entries(fields).filter(([name]) => !CARD_FIELDS.has(name)));
    const session = sessions.open({
      merchant,
      orderId,
      model: fields.secure3dsecuritylevel === '3D_PAY' ? '3D_PAY' : '3D',
      txnType: fields.txntype === 'preauth' ? 'preauth' : 'sales',
      amount: fields.txnamount ?? '',
      currency: fields.txncurrencycode ?? '',
      installments: fields.txninstallmentcount ?? '',
      pan: fields.cardnumber ?? '',
      echoed,
    });
    const page = context.acs.open({
      merchant,
      amount: majorUnits(BigInt(session.amount)),
      currency: session.currency,
      pan: session.pan,
      finish: (passed, failure) => garantiPostBack(context, sessions, session, passed, failure),
    });
    return context.sendPage(reply, page.html, page.status, page.nonce);
  });
}
