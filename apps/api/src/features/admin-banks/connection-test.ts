import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type AdminBankTest, messages } from '@tahsilat/domain';
import type { HttpClient, HttpResponse, PosAccount, StatusResult } from '@tahsilat/pos';
import type { AppContext, ClientInfo } from '../../context.js';
import { auditLog } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { auditRow } from '../../lib/audit.js';
import type { AdminAuth } from '../../types.js';
import { posAccountOf } from '../payments/pos-account.js';
import { readBank } from './banks.repository.js';

/**
 * Protocols whose status query answers "no such order" only to a caller whose credentials it accepted: NestPay
 * (CORE-2008), PosNet (`0123`; a wrong mid or tid is `0148`), KuveytTürk (an empty order list; a wrong password is
 * `HashDataError`) and PayFlex (no record; a wrong password is `9039`/`9065`). For the three newer ones this is read
 * from their protocol descriptions and the sandbox, not yet from a real bank.
 */
const NOT_FOUND_MEANS_ACCEPTED: ReadonlySet<PosAccount['protocol']> = new Set([
  'nestpay',
  'posnet',
  'kuveyt',
  'payflex',
]);

/** The one answer for every failure: why a host did not answer like a bank is not for the console to tell. */
const UNREACHABLE = {
  verdict: 'unreachable',
  message: messages.bankTestUnreachable,
  bankCode: null,
  bankMessage: null,
} as const satisfies Pick<AdminBankTest, 'verdict' | 'message' | 'bankCode' | 'bankMessage'>;

/**
 * What a status query for an order that cannot exist says about the account: "no such order" from a protocol above
 * means the credentials work, any other answer is a refusal. Garanti's inquiry declines an unknown order and wrong
 * credentials alike, so reaching it is all the test can tell.
 */
export function verdictOf(
  protocol: PosAccount['protocol'],
  status: StatusResult,
): Pick<AdminBankTest, 'verdict' | 'message' | 'bankCode' | 'bankMessage'> {
  const bankCode = status.result.errorCode ?? status.result.returnCode;
  const bankMessage = status.result.message;
  if (!status.answered) {
    return UNREACHABLE;
  }
  if (NOT_FOUND_MEANS_ACCEPTED.has(protocol)) {
    return status.state === 'not_found'
      ? { verdict: 'ok', message: messages.bankTestOk, bankCode: null, bankMessage: null }
      : { verdict: 'refused', message: messages.bankTestRefused, bankCode, bankMessage };
  }
  return { verdict: 'answered', message: messages.bankTestAnswered, bankCode, bankMessage };
}

/**
 * An order id no payment ever has that every protocol accepts: at most 20 alphanumeric characters (PosNet pads the
 * id to 20, KuveytTürk and PayFlex take no dashes), `TEST` and 12 upper-case hex digits.
 */
export function testOrderId(): string {
  return `TEST${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** The test waits for a bank at most this long (or the bank timeout, if shorter): it is an administrator waiting. */
const TEST_DEADLINE_MS = 10_000;
/** Covers a timed-out call's own overshoot, so that a failure never answers before the deadline has passed. */
const FAILURE_SLACK_MS = 250;

/**
 * An exchange a bank could have made: HTTP 200 with an XML body (every protocol we speak answers XML or SOAP), not an
 * HTML page. A gateway that reads anything as "no such order" then cannot turn a web server into a bank.
 */
export function isBankLikeAnswer(response: HttpResponse | null): boolean {
  if (response?.status !== 200) {
    return false;
  }
  const head = Buffer.from(response.body.subarray(0, 512))
    .toString('latin1')
    .replace(/^\xEF\xBB\xBF/, '');
  const start = head.trimStart().toLowerCase();
  return start.startsWith('<') && !start.startsWith('<!doctype html') && !start.startsWith('<html');
}

/**
 * "Test connection" (issue 15): the stored credentials ask the bank for an order id no payment ever has. Nothing is
 * charged; the test is audited (it uses the secrets) without any of them. A host that does not answer like a bank
 * (refused by the address guard, not there, silent, or something else) gets one answer after one fixed wait: the
 * console is not a probe of what lives at an address.
 */
export async function testBankConnection(
  ctx: AppContext,
  auth: AdminAuth,
  id: string,
  client: ClientInfo,
): Promise<AdminBankTest> {
  const row = await readBank(ctx.db, auth.tenantId, id);
  if (!row) {
    throw AppError.notFound(messages.bankNotFound);
  }
  const account = posAccountOf(row, ctx.cipher, ctx.config.publicUrl);
  const deadlineMs = Math.min(ctx.config.bankTimeoutMs, TEST_DEADLINE_MS);
  let last: HttpResponse | null = null;
  const watch =
    (http: HttpClient): HttpClient =>
    async (request) => {
      last = null;
      last = await http({ ...request, timeoutMs: Math.min(request.timeoutMs, deadlineMs) });
      return last;
    };
  const started = performance.now();
  const status = await ctx
    .gatewayFor(account, watch)
    .status(testOrderId())
    .catch((error: unknown) => {
      ctx.log.warn({ err: error, posAccountId: row.id }, 'bank connection test: the gateway threw');
      return null;
    });
  const bankLike = status?.answered && isBankLikeAnswer(last);
  if (!bankLike) {
    await sleep(Math.max(0, started + deadlineMs + FAILURE_SLACK_MS - performance.now()));
  }
  const answer = {
    ...(bankLike ? verdictOf(row.protocol, status) : UNREACHABLE),
    durationMs: Math.round(performance.now() - started),
  };
  await ctx.db.insert(auditLog).values(
    auditRow({
      event: 'bank.test',
      outcome: answer.verdict === 'ok' || answer.verdict === 'answered' ? 'success' : 'failure',
      tenantId: auth.tenantId,
      userId: auth.userId,
      ip: client.ip,
      objectType: 'pos_account',
      objectId: row.id,
      details: { verdict: answer.verdict, bankCode: answer.bankCode },
    }),
  );
  return answer;
}
