import { type CollectionChannel, installmentLabel, istanbulDottedDateTime, messages } from '@tahsilat/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { firms, posTransactions, tenants } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { signExpiring, signLink, verifyExpiring, verifyLink } from '../../lib/signed-links.js';
import { readTenantLogo } from '../../lib/tenant-logo.js';
import type { SessionAuth } from '../../types.js';
import { CHANNEL_SQL } from '../collection-history/history.repository.js';
import { historyScope } from '../collection-history/history.service.js';
import { writeReceiptPdf } from './receipt-pdf.js';
import { receiptLanguageOf, receiptMoney, receiptText } from './receipt-text.js';

/** Receipts (dekont) of successful card payments: for the payer's firm and its main firm, or by a signed link. */

const CHECK = 'receipt-check';
const DOWNLOAD = 'receipt-download';
/** How long the public result page's receipt link works. */
export const RECEIPT_LINK_SECONDS = 60 * 60;

const x = posTransactions;

/** A successful payment (authorised; a pre-authorisation only once captured), with its firm and tenant. */
async function paidTransaction(ctx: AppContext, where: { id: string; tenantId?: string }) {
  const [row] = await ctx.db
    .select({
      payment: x,
      channel: CHANNEL_SQL,
      firmCode: firms.branchNumber,
      firmName: firms.name,
      firmEmail: firms.email,
      tenantName: tenants.name,
      tenantAddress: tenants.address,
      tenantTaxNumber: tenants.taxNumber,
      tenantTaxOffice: tenants.taxOffice,
      logoPath: tenants.logoPath,
    })
    .from(x)
    .innerJoin(tenants, eq(tenants.id, x.tenantId))
    .leftJoin(firms, eq(firms.id, x.firmId))
    .where(and(eq(x.id, where.id), ...(where.tenantId ? [eq(x.tenantId, where.tenantId)] : [])))
    .limit(1);
  const settled = row?.payment.preAuthState === null || row?.payment.preAuthState === 'captured';
  if (row?.payment.status !== 'authorised' || !settled) {
    throw AppError.notFound(messages.receiptNotFound);
  }
  return row;
}

type PaidRow = Awaited<ReturnType<typeof paidTransaction>>;

export function receiptCheckUrl(ctx: AppContext, id: string): string {
  return `${ctx.config.publicUrl}/receipt-check/${id}?s=${signLink(ctx.config.dataKey, CHECK, id)}`;
}

/** The public result page's download link (an hour). */
export function receiptDownloadUrl(ctx: AppContext, id: string): string {
  const { expires, signature } = signExpiring(ctx.config.dataKey, DOWNLOAD, id, RECEIPT_LINK_SECONDS);
  return `${ctx.config.publicUrl}/api/PayWithoutLogin/Receipt/${id}?expires=${expires}&s=${signature}`;
}

/** The merchant's address and tax line under its name, as far as the tenant has given them. */
function merchantLines(row: PaidRow, text: ReturnType<typeof receiptText>): string[] {
  const tax = [
    row.tenantTaxOffice ? `${text.taxOffice}: ${row.tenantTaxOffice}` : null,
    row.tenantTaxNumber ? `${text.taxNumber}: ${row.tenantTaxNumber}` : null,
  ].filter((part) => part !== null);
  return [row.tenantAddress, tax.length > 0 ? tax.join(' · ') : null].filter((line) => line !== null);
}

/** The receipt in the payment's language: who paid whom, with which card, how, and what the card was charged. */
async function receiptPdf(ctx: AppContext, row: PaidRow): Promise<Buffer> {
  const payment = row.payment;
  const language = receiptLanguageOf(payment.language);
  const text = receiptText(language);
  const money = (amount: string) => receiptMoney(amount, payment.currencyCode, language);
  // Who paid: the customer the payment names (name or firm title), else the paying firm; then its account.
  const payer = payment.customerInformation ?? row.firmName;
  const facts = [
    {
      label: text.date,
      value: istanbulDottedDateTime(payment.collectedAt ?? payment.completedAt ?? payment.createdAt),
    },
    { label: text.orderId, value: payment.orderId },
    ...(payer ? [{ label: text.payer, value: payer }] : []),
    ...(row.firmCode ? [{ label: text.account, value: `${row.firmCode} · ${row.firmName ?? ''}` }] : []),
    { label: text.cardHolder, value: payment.cardHolderName },
    { label: text.card, value: payment.maskedCardNumber },
    { label: text.bank, value: payment.bankName },
    { label: text.hostRef, value: payment.hostRefNum ?? '—' },
    { label: text.authCode, value: payment.authCode ?? '—' },
    {
      label: text.installments,
      value: installmentLabel(payment.installmentCount, payment.extraInstallmentCount, language),
    },
    { label: text.channel, value: text.channels[row.channel as CollectionChannel] },
    ...(payment.referenceNumber ? [{ label: text.reference, value: payment.referenceNumber }] : []),
    ...(payment.description ? [{ label: text.description, value: payment.description }] : []),
  ];
  const checkUrl = receiptCheckUrl(ctx, payment.id);
  return writeReceiptPdf({
    language,
    title: text.title,
    tenantName: row.tenantName,
    merchantLines: merchantLines(row, text),
    logo: await readTenantLogo(row.logoPath, ctx.files),
    facts,
    amounts: [
      { label: text.amount, value: money(payment.amount) },
      { label: text.commission, value: money(payment.commissionAmount) },
      { label: text.total, value: money(payment.totalAmount), strong: true },
    ],
    checkUrl,
    issuedNote: text.issued(istanbulDottedDateTime(new Date())),
    checkLabel: text.check,
  });
}

/** The receipt for a signed-in user: the payer's firm and its main firm only (anyone else: not found). */
export async function receiptForUser(ctx: AppContext, auth: SessionAuth, id: string) {
  const row = await paidTransaction(ctx, { id, tenantId: auth.tenantId });
  const scope = await historyScope(ctx, auth, undefined);
  if (!row.payment.firmId || !scope.firmIds.includes(row.payment.firmId)) {
    throw AppError.notFound(messages.receiptNotFound);
  }
  return { row, file: await receiptPdf(ctx, row) };
}

/** The receipt behind the public result page's signed link, while it has not expired. */
export async function receiptBySignedLink(ctx: AppContext, id: string, expires: number, signature: string) {
  if (!verifyExpiring(ctx.config.dataKey, DOWNLOAD, id, expires, signature)) {
    throw new AppError('BAD_REQUEST', messages.receiptLinkInvalid);
  }
  const row = await paidTransaction(ctx, { id });
  return { row, file: await receiptPdf(ctx, row) };
}

/** What the QR code's page confirms: that this receipt is ours, and its main facts (no personal data). */
export async function checkReceipt(ctx: AppContext, id: string, signature: string) {
  if (!verifyLink(ctx.config.dataKey, CHECK, id, signature)) {
    throw new AppError('BAD_REQUEST', messages.receiptLinkInvalid);
  }
  const { payment, tenantName, firmCode } = await paidTransaction(ctx, { id });
  return {
    tenantName,
    firmCode,
    orderId: payment.orderId,
    paidAt: (payment.collectedAt ?? payment.completedAt ?? payment.createdAt).toISOString(),
    totalAmount: payment.totalAmount,
    currencyCode: payment.currencyCode,
    maskedCardNumber: payment.maskedCardNumber,
  };
}

export const receiptFileName = (row: PaidRow) => `dekont-${row.payment.orderId}.pdf`;
