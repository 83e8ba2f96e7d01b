import { randomInt } from 'node:crypto';
import {
  CURRENCY_CODES,
  makeTransferReference,
  messages,
  parseIban,
  type TenantBankAccount,
  type TenantBankAccountInput,
  type TransferInstructions,
} from '@tahsilat/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext, ClientInfo } from '../../context.js';
import type { Db } from '../../db/client.js';
import { auditLog, tenants } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { adminAuditRow } from '../../lib/audit.js';
import { sqlStateOf } from '../../lib/sql-state.js';
import type { AdminAuth, SessionAuth } from '../../types.js';
import {
  type BankAccountFields,
  type BankAccountRow,
  insertBankAccount,
  insertTransferReference,
  readBankAccounts,
  readTransferReference,
  updateBankAccount,
} from './bank-accounts.repository.js';

type AccountInput = z.output<typeof TenantBankAccountInput>;

function viewOf(row: BankAccountRow): TenantBankAccount {
  return {
    id: row.id,
    iban: row.iban,
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountName: row.accountName,
    currencyCode: row.currencyCode,
    isShownToDealers: row.isShownToDealers,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored fields: the bank named from the IBAN's code when we know it, else as the administrator wrote it. */
function fieldsOf(input: AccountInput): BankAccountFields {
  const parsed = parseIban(input.iban);
  const known = parsed.ok ? parsed.value : null;
  return {
    iban: input.iban,
    bankCode: known?.bankCode ?? null,
    bankName: known?.bankName ?? input.bankName ?? '',
    accountName: input.accountName,
    currencyCode: input.currencyCode,
    isShownToDealers: input.isShownToDealers,
    isActive: input.isActive,
  };
}

function audit(
  auth: AdminAuth,
  client: ClientInfo,
  event: 'bank-account.create' | 'bank-account.update',
  row: BankAccountRow,
) {
  const { iban, currencyCode, isShownToDealers, isActive } = row;
  return adminAuditRow(auth, client, {
    event,
    objectType: 'tenant_bank_account',
    objectId: row.id,
    details: { iban, currencyCode, isShownToDealers, isActive },
  });
}

/** Lira first, then dollar and euro (the order of CURRENCY_CODES); within a currency, as the repository reads them. */
const byCurrency = (a: BankAccountRow, b: BankAccountRow) =>
  CURRENCY_CODES.indexOf(a.currencyCode) - CURRENCY_CODES.indexOf(b.currencyCode);

export async function listBankAccounts(ctx: AppContext, auth: AdminAuth): Promise<TenantBankAccount[]> {
  const rows = await readBankAccounts(ctx.db, auth.tenantId);
  // Accounts in use first, as the repository orders them, then by currency.
  return rows.sort((a, b) => Number(b.isActive) - Number(a.isActive) || byCurrency(a, b)).map(viewOf);
}

export async function createBankAccount(
  ctx: AppContext,
  auth: AdminAuth,
  input: AccountInput,
  client: ClientInfo,
): Promise<TenantBankAccount> {
  const row = await ctx.db.transaction(async (tx) => {
    const written = await insertBankAccount(tx, auth.tenantId, fieldsOf(input));
    if (written) {
      await tx.insert(auditLog).values(audit(auth, client, 'bank-account.create', written));
    }
    return written;
  });
  if (!row) {
    throw new AppError('BAD_REQUEST', messages.bankAccountTaken);
  }
  return viewOf(row);
}

export async function changeBankAccount(
  ctx: AppContext,
  auth: AdminAuth,
  id: string,
  input: AccountInput,
  client: ClientInfo,
): Promise<TenantBankAccount> {
  const row = await ctx.db
    .transaction(async (tx) => {
      const written = await updateBankAccount(tx, auth.tenantId, id, fieldsOf(input));
      if (written) {
        await tx.insert(auditLog).values(audit(auth, client, 'bank-account.update', written));
      }
      return written;
    })
    .catch((error: unknown) => {
      // The IBAN changed to one the tenant already has: the unique key refuses it, nothing is written.
      throw sqlStateOf(error) === '23505' ? new AppError('BAD_REQUEST', messages.bankAccountTaken) : error;
    });
  if (!row) {
    throw AppError.notFound(messages.bankAccountNotFound);
  }
  return viewOf(row);
}

/** The firm's reference code, made on first use; a code drawn twice (1 in 10⁹ per dealer) is drawn again. */
async function referenceCodeOf(db: Db, tenantId: string, firmId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await readTransferReference(db, tenantId, firmId);
    if (existing) {
      return existing;
    }
    const code = makeTransferReference(Array.from({ length: 6 }, () => randomInt(32)));
    if (await insertTransferReference(db, tenantId, firmId, code)) {
      return code;
    }
  }
  throw new Error('no free transfer reference code after five draws');
}

/** What the signed-in firm's "Havale/EFT ile öde" panel shows: its code, the payee and the accounts shown. */
export async function transferInstructions(
  ctx: AppContext,
  auth: SessionAuth,
): Promise<TransferInstructions> {
  // Three independent reads (the code is written on the firm's first look), in parallel.
  const [[tenant], rows, referenceCode] = await Promise.all([
    ctx.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, auth.tenantId)).limit(1),
    readBankAccounts(ctx.db, auth.tenantId),
    referenceCodeOf(ctx.db, auth.tenantId, auth.firmId),
  ]);
  const accounts = rows.filter((row) => row.isActive && row.isShownToDealers).sort(byCurrency);
  return {
    referenceCode,
    payee: tenant?.name ?? '',
    accounts: accounts.map((row) => ({
      iban: row.iban,
      bankName: row.bankName,
      currency: row.currencyCode,
      accountName: row.accountName,
    })),
  };
}
