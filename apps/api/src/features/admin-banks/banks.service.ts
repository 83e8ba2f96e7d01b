import {
  type AdminBank,
  type AdminBankCreate,
  type AdminBankUpdate,
  BANK_SECRET_FIELDS,
  type BankSecretField,
  messages,
  usesCredential,
} from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import { auditLog } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { auditRow } from '../../lib/audit.js';
import { changedFields } from '../../lib/audit-diff.js';
import { sqlStateOf } from '../../lib/sql-state.js';
import type { AdminAuth } from '../../types.js';
import {
  checkAddresses,
  checkPasswordFollowsAddress,
  checkRefundUserKept,
  checkSecretsFollowProtocol,
} from './bank-checks.js';
import {
  type BankColumns,
  type BankRow,
  definitionCounts,
  insertBank,
  readBank,
  readBanks,
  updateBank,
} from './banks.repository.js';

/**
 * Bank accounts (issue 15): listed without their secrets, written with the secrets encrypted (replace-only), audited
 * with the changed fields (a replaced secret is named, never shown), and announced on the change bus so every
 * instance's payment screens and page policy (the banks' 3-D hosts) follow at once.
 */

function viewOf(row: BankRow, definitions: number): AdminBank {
  return {
    id: row.id,
    bankId: row.bankId,
    name: row.name,
    protocol: row.protocol,
    model: row.model,
    gateUrl: row.gateUrl,
    apiUrl: row.apiUrl,
    queryUrl: row.queryUrl,
    storeId: row.storeId,
    terminalId: row.terminalId,
    apiUser: row.apiUser,
    refundUser: row.refundUser,
    hasApiPassword: row.apiPasswordEncrypted !== '',
    hasStoreKey: row.storeKeyEncrypted !== '',
    hasRefundPassword: row.refundPasswordEncrypted !== '',
    previousStoreKeyUntil:
      row.previousStoreKeyEncrypted &&
      row.previousStoreKeyUntil &&
      row.previousStoreKeyUntil.getTime() > Date.now()
        ? row.previousStoreKeyUntil.toISOString()
        : null,
    threeDDisplay: row.threeDDisplay,
    installments: row.installments,
    defaultInstallment: row.defaultInstallment,
    testMode: row.testMode,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    definitionCount: definitions,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The fields an audit entry compares (never the secrets: a replaced one is only named). */
const AUDITED = [
  'name',
  'protocol',
  'model',
  'gateUrl',
  'apiUrl',
  'queryUrl',
  'storeId',
  'terminalId',
  'apiUser',
  'refundUser',
  'threeDDisplay',
  'installments',
  'defaultInstallment',
  'testMode',
  'isActive',
  'sortOrder',
] as const;

function audited(source: Pick<AdminBank, (typeof AUDITED)[number]>): Record<string, unknown> {
  return Object.fromEntries(AUDITED.map((key) => [key, source[key]]));
}

/** How long callbacks signed with a replaced store key are still accepted: longer than any bank's 3-D page lives. */
export const STORE_KEY_GRACE_MS = 60 * 60 * 1000;

/** Where each secret is stored, encrypted. */
const SECRET_COLUMNS = {
  apiPassword: 'apiPasswordEncrypted',
  storeKey: 'storeKeyEncrypted',
  refundPassword: 'refundPasswordEncrypted',
} as const satisfies Record<BankSecretField, keyof BankRow>;

/** A secret column: a new secret encrypted, the stored one kept (nothing), or empty where the protocol has none. */
function secretColumn(ctx: AppContext, input: AdminBankUpdate, field: BankSecretField) {
  if (!usesCredential(input.protocol, field)) {
    return '';
  }
  const secret = input[field];
  return secret ? ctx.cipher.encrypt(secret) : undefined;
}

function columnsOf(ctx: AppContext, input: AdminBankUpdate, current?: BankRow): Partial<BankColumns> {
  const { apiPassword: _password, storeKey, refundPassword: _refund, ...fields } = input;
  const apiPasswordEncrypted = secretColumn(ctx, input, 'apiPassword');
  const storeKeyEncrypted = secretColumn(ctx, input, 'storeKey');
  const refundPasswordEncrypted = secretColumn(ctx, input, 'refundPassword');
  // A new store key keeps the one it replaces for the grace period (key rotation without failed payments); a key
  // of another protocol, or none, leaves nothing to fall back on.
  const rotation =
    storeKey && current && current.protocol === input.protocol && current.storeKeyEncrypted
      ? {
          previousStoreKeyEncrypted: current.storeKeyEncrypted,
          previousStoreKeyUntil: new Date(Date.now() + STORE_KEY_GRACE_MS),
        }
      : storeKeyEncrypted !== undefined && current
        ? { previousStoreKeyEncrypted: null, previousStoreKeyUntil: null }
        : {};
  return {
    ...fields,
    ...(apiPasswordEncrypted !== undefined ? { apiPasswordEncrypted } : {}),
    ...(storeKeyEncrypted !== undefined ? { storeKeyEncrypted, ...rotation } : {}),
    ...(refundPasswordEncrypted !== undefined ? { refundPasswordEncrypted } : {}),
  };
}

/** The secrets a change replaces (named in the audit, never shown) and those it clears (the protocol has none). */
function secretChanges(current: BankRow, input: AdminBankUpdate) {
  const replaced = BANK_SECRET_FIELDS.filter((field) => input[field]);
  const cleared = BANK_SECRET_FIELDS.filter(
    (field) => !usesCredential(input.protocol, field) && current[SECRET_COLUMNS[field]] !== '',
  );
  return { replaced, cleared };
}

export async function listBanks(ctx: AppContext, auth: AdminAuth): Promise<AdminBank[]> {
  const [rows, counts] = await Promise.all([
    readBanks(ctx.db, auth.tenantId),
    definitionCounts(ctx.db, auth.tenantId),
  ]);
  return rows.map((row) => viewOf(row, counts.get(row.id) ?? 0));
}

async function announce(ctx: AppContext, tenantId: string) {
  await ctx.bus.publish('tenant-config', tenantId);
}

export async function createBank(
  ctx: AppContext,
  auth: AdminAuth,
  input: AdminBankCreate,
  client: ClientInfo,
): Promise<AdminBank> {
  await checkAddresses(ctx, input);
  let row: BankRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const written = await insertBank(tx, auth.tenantId, columnsOf(ctx, input) as BankColumns);
      await tx.insert(auditLog).values(
        auditRow({
          event: 'bank.create',
          outcome: 'success',
          tenantId: auth.tenantId,
          userId: auth.userId,
          ip: client.ip,
          objectType: 'pos_account',
          objectId: written.id,
          details: { after: { bankId: written.bankId, ...audited(viewOf(written, 0)) } },
        }),
      );
      return written;
    });
  } catch (error) {
    if (sqlStateOf(error) === '23505') {
      throw new AppError('BAD_REQUEST', messages.bankIdTaken);
    }
    throw error;
  }
  await announce(ctx, auth.tenantId);
  return viewOf(row, 0);
}

export async function changeBank(
  ctx: AppContext,
  auth: AdminAuth,
  id: string,
  input: AdminBankUpdate,
  client: ClientInfo,
): Promise<AdminBank> {
  await checkAddresses(ctx, input);
  const { row, changed } = await ctx.db.transaction(async (tx) => {
    const current = await readBank(tx, auth.tenantId, id, true);
    if (!current) {
      throw AppError.notFound(messages.bankNotFound);
    }
    checkPasswordFollowsAddress(current, input);
    checkSecretsFollowProtocol(current, input);
    checkRefundUserKept(current, input);
    const diff = changedFields(audited(viewOf(current, 0)), audited(input));
    const { replaced, cleared } = secretChanges(current, input);
    if (diff.changed.length === 0 && replaced.length === 0 && cleared.length === 0) {
      return { row: current, changed: false };
    }
    const written = await updateBank(tx, current.id, columnsOf(ctx, input, current));
    await tx.insert(auditLog).values(
      auditRow({
        event: 'bank.update',
        outcome: 'success',
        tenantId: auth.tenantId,
        userId: auth.userId,
        ip: client.ip,
        objectType: 'pos_account',
        objectId: current.id,
        details: {
          before: diff.before,
          after: diff.after,
          ...(replaced.length ? { secretsReplaced: replaced } : {}),
          ...(cleared.length ? { secretsCleared: cleared } : {}),
        },
      }),
    );
    return { row: written, changed: true };
  });
  if (changed) {
    await announce(ctx, auth.tenantId);
  }
  const counts = await definitionCounts(ctx.db, auth.tenantId);
  return viewOf(row, counts.get(row.id) ?? 0);
}
