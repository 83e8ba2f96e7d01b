import {
  type AdminCommissionDefinition,
  type AdminCommissions,
  type CommissionDefinition,
  type CommissionDefinitionInput,
  type CommissionPreview,
  type CommissionPreviewRequest,
  type CommissionRateLine,
  formatAmount,
  formatRate,
  INSTALLMENT_COUNTS,
  istanbulIsoDate,
  messages,
  offeredTerms,
  parseRate,
  parseTurkishAmount,
  priceOption,
} from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import { auditLog } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { auditRow } from '../../lib/audit.js';
import { changedFields } from '../../lib/audit-diff.js';
import type { AdminAuth } from '../../types.js';
import {
  type BankRow,
  type DefinitionColumns,
  type DefinitionRow,
  insertDefinition,
  readBank,
  readBanks,
  readDefinition,
  readDefinitions,
  readPaymentSets,
  updateDefinition,
} from './commissions.repository.js';

/**
 * Commission definitions (issue 15): listed with their banks, written whole and audited with the changed fields, and
 * announced on the change bus so every instance's payment screens price with the new rates on their next request.
 */

const rateText = (stored: string) => formatRate(parseRate(stored) ?? 0n);

function rateLinesOf(row: DefinitionRow) {
  return INSTALLMENT_COUNTS.map((n) => ({
    installment: n,
    rate: rateText(row[`commissionRate${n}`]),
    enabled: row[`commissionRate${n}Enabled`],
    included: row[`isCommissionIncludedCommissionRate${n}`],
  }));
}

function viewOf(row: DefinitionRow, bank: BankRow | undefined): AdminCommissionDefinition {
  return {
    id: row.id,
    posAccountId: row.posAccountId,
    bankId: bank?.bankId ?? 0,
    bankName: bank?.name ?? '',
    paymentSetId: row.paymentSetId,
    cardName: row.cardName,
    isVisaMasterCard: row.isVisaMasterCard,
    isAgriculturePos: row.isAgriculturePos,
    rates: rateLinesOf(row),
    extraInstallmentCount: row.extraInstallmentCount,
    extraInstallmentExpireDate: row.extraInstallmentExpireDate,
    deferringInstallmentCount: row.deferringInstallmentCount,
    deferringRangeStart: row.deferringRangeStart,
    deferringRangeEnd: row.deferringRangeEnd,
    description: row.description,
    isCommissionFromDealer: row.isCommissionFromDealer,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function rateColumns(lines: readonly CommissionRateLine[]) {
  return Object.fromEntries(
    INSTALLMENT_COUNTS.flatMap((n, index) => {
      const line = lines[index];
      return [
        [`commissionRate${n}`, line?.rate ?? '0'],
        [`commissionRate${n}Enabled`, line?.enabled ?? false],
        [`isCommissionIncludedCommissionRate${n}`, line?.included ?? false],
      ];
    }),
  );
}

function columnsOf(input: CommissionDefinitionInput): DefinitionColumns {
  const { rates, ...fields } = input;
  return { ...fields, ...rateColumns(rates) } as DefinitionColumns;
}

/** A definition as the audit log records it: its fields with each instalment's rate, switch and mode flat. */
function audited(fields: Record<string, unknown>, rates: readonly CommissionRateLine[]) {
  const flat: Record<string, unknown> = { ...fields };
  rates.forEach((line, index) => {
    flat[`rate${index + 1}`] = line.rate;
    flat[`rate${index + 1}Enabled`] = line.enabled;
    flat[`rate${index + 1}Included`] = line.included;
  });
  return flat;
}

function auditedView(view: AdminCommissionDefinition) {
  const { rates, id: _id, bankId: _bankId, bankName: _bankName, updatedAt: _updatedAt, ...fields } = view;
  return audited(fields, rates);
}

export async function commissionDefinitions(ctx: AppContext, auth: AdminAuth): Promise<AdminCommissions> {
  const [banks, paymentSets, rows] = await Promise.all([
    readBanks(ctx.db, auth.tenantId),
    readPaymentSets(ctx.db, auth.tenantId),
    readDefinitions(ctx.db, auth.tenantId),
  ]);
  const byId = new Map(banks.map((bank) => [bank.id, bank]));
  return {
    banks: banks.map((bank) => ({
      posAccountId: bank.id,
      bankId: bank.bankId,
      name: bank.name,
      isActive: bank.isActive,
    })),
    paymentSets,
    definitions: rows.map((row) => viewOf(row, byId.get(row.posAccountId))),
  };
}

/** The bank and payment set a definition names, both the tenant's own (else 404, nothing written). */
async function checkReferences(ctx: AppContext, auth: AdminAuth, input: CommissionDefinitionInput) {
  const bank = await readBank(ctx.db, auth.tenantId, input.posAccountId);
  if (!bank) {
    throw AppError.notFound(messages.commissionBankNotFound);
  }
  if (input.paymentSetId) {
    const sets = await readPaymentSets(ctx.db, auth.tenantId);
    if (!sets.some((set) => set.id === input.paymentSetId)) {
      throw AppError.notFound(messages.commissionPaymentSetNotFound);
    }
  }
  return bank;
}

export async function saveCommissionDefinition(
  ctx: AppContext,
  auth: AdminAuth,
  id: string | null,
  input: CommissionDefinitionInput,
  client: ClientInfo,
): Promise<AdminCommissionDefinition> {
  const bank = await checkReferences(ctx, auth, input);
  const { row, changed } = await ctx.db.transaction(async (tx) => {
    const current = id ? await readDefinition(tx, auth.tenantId, id, true) : null;
    if (id && !current) {
      throw AppError.notFound(messages.commissionDefinitionNotFound);
    }
    const { rates, ...fields } = input;
    const diff = changedFields(current ? auditedView(viewOf(current, bank)) : {}, audited(fields, rates));
    if (current && diff.changed.length === 0) {
      return { row: current, changed: false };
    }
    const written = current
      ? await updateDefinition(tx, current.id, columnsOf(input))
      : await insertDefinition(tx, auth.tenantId, columnsOf(input));
    await tx.insert(auditLog).values(
      auditRow({
        event: current ? 'commission.update' : 'commission.create',
        outcome: 'success',
        tenantId: auth.tenantId,
        userId: auth.userId,
        ip: client.ip,
        objectType: 'commission_definition',
        objectId: written.id,
        details: current ? { before: diff.before, after: diff.after } : { after: diff.after },
      }),
    );
    return { row: written, changed: true };
  });
  if (changed) {
    await ctx.bus.publish('tenant-config', auth.tenantId);
  }
  return viewOf(row, bank);
}

export async function commissionDefinition(
  ctx: AppContext,
  auth: AdminAuth,
  id: string,
): Promise<AdminCommissionDefinition> {
  const row = await readDefinition(ctx.db, auth.tenantId, id);
  if (!row) {
    throw AppError.notFound(messages.commissionDefinitionNotFound);
  }
  return viewOf(row, (await readBank(ctx.db, auth.tenantId, row.posAccountId)) ?? undefined);
}

/** The definition being edited as the payment screens read a stored one (rates as numbers, as presented). */
function asPresented(bank: BankRow, request: CommissionPreviewRequest): CommissionDefinition {
  const rates = Object.fromEntries(
    INSTALLMENT_COUNTS.flatMap((n, index) => {
      const line = request.rates[index];
      return [
        [`commissionRate${n}`, Number(line?.rate ?? '0')],
        [`commissionRate${n}Enabled`, line?.enabled ?? false],
        [`isCommissionIncludedCommissionRate${n}`, line?.included ?? false],
      ];
    }),
  );
  return {
    id: 'preview',
    bankId: bank.bankId,
    bankName: bank.name,
    bankLogo: null,
    cardName: '',
    cardLogoForUseWithBank: null,
    isVisaMasterCard: true,
    isAgriculturePos: false,
    agricultureCardLogo: null,
    extraInstallmentCount: request.extraInstallmentCount,
    extraInstallmentExpireDate: request.extraInstallmentExpireDate,
    deferringInstallmentCount: 0,
    deferringInstallmentCountRangeStartValue: 0,
    deferringInstallmentCountRangeEndValue: 0,
    description: null,
    campaignImagePath: null,
    isCommissionFromDealer: request.isCommissionFromDealer,
    ...rates,
  } as CommissionDefinition;
}

/**
 * The instalment table of a definition being edited, for an amount: the payment screens' own terms (the bank's
 * allowed instalments unless the tenant lets the definitions decide, the campaign while it runs) and pricing.
 */
export async function previewCommission(
  ctx: AppContext,
  auth: AdminAuth,
  request: CommissionPreviewRequest,
): Promise<CommissionPreview> {
  const [tenant, bank] = await Promise.all([
    ctx.tenants.require(auth.tenantId),
    readBank(ctx.db, auth.tenantId, request.posAccountId),
  ]);
  if (!bank) {
    throw AppError.notFound(messages.commissionBankNotFound);
  }
  const amount = parseTurkishAmount(request.amount) ?? 0n;
  const definition = asPresented(bank, request);
  const constraints = {
    availableInstallments: tenant.useCommissionsForAvailableInstallment ? null : bank.installments,
    maxInstallment: null,
    today: istanbulIsoDate(),
  };
  const lines = INSTALLMENT_COUNTS.flatMap((n) => {
    const terms = offeredTerms(definition, n, constraints);
    if (!terms) {
      return [];
    }
    const pricing = priceOption(amount, terms.rate, terms.mode, n, terms.extra);
    return [
      {
        installment: n,
        paidInstallments: pricing.paidInstallments,
        rate: formatRate(terms.rate),
        mode: terms.mode,
        total: formatAmount(pricing.total),
        monthly: formatAmount(pricing.monthly),
        commission: formatAmount(pricing.commission),
        net: formatAmount(pricing.net),
      },
    ];
  });
  return { amount: formatAmount(amount), lines };
}
