import {
  formatAmount,
  type HomeCurrencyAmount,
  type HomeSummary,
  istanbulIsoDate,
  parseSumAmount,
  type ReportFirm,
} from '@tahsilat/domain';
import type { Db } from '../../db/client.js';
import type { SessionAuth } from '../../types.js';
import { firmBalance } from '../erp/balance.service.js';
import {
  type HomeScope,
  readLastMovements,
  readMonthCollections,
  readPendingLinks,
  readRiskAndDue,
  readTopDealers,
} from './home.repository.js';

const kurus = (value: string | null | undefined) => parseSumAmount(value ?? '0') ?? 0n;
const money = (value: string | null | undefined) => formatAmount(kurus(value));

/** TRY first, always (0,00 when nothing), then the other currencies with something in them. */
function byCurrency(rows: readonly HomeCurrencyAmount[]): HomeCurrencyAmount[] {
  const tryRow = rows.find((row) => row.currencyCode === 'TRY') ?? {
    currencyCode: 'TRY',
    amount: '0.00',
    count: 0,
  };
  const others = rows.filter(
    (row) => row.currencyCode !== 'TRY' && (row.count > 0 || kurus(row.amount) !== 0n),
  );
  return [tryRow, ...others.sort((a, b) => a.currencyCode.localeCompare(b.currencyCode))];
}

/** Runs a read only when the user's flags open its part. */
const when = <T>(allowed: boolean, read: () => Promise<T>): Promise<T | null> =>
  allowed ? read() : Promise.resolve(null);

/** The home page's figures for the user's own firm (and, for a main firm, its dealers). */
export async function homeSummary(
  db: Db,
  auth: SessionAuth,
  firm: ReportFirm,
  today: string = istanbulIsoDate(),
): Promise<HomeSummary> {
  const scope: HomeScope = { tenantId: auth.tenantId, firmId: firm.id, isMainFirm: !auth.isSubFirm, today };
  const flags = auth.permissions;
  const [balance, due, movements, links, collections, dealers] = await Promise.all([
    firmBalance(db, auth.tenantId, firm.code, today),
    readRiskAndDue(db, scope),
    when(flags.firmTransaction, () => readLastMovements(db, scope)),
    when(flags.createPaymentLink, () => readPendingLinks(db, scope)),
    when(flags.posCollection, () => readMonthCollections(db, scope)),
    when(scope.isMainFirm, () => readTopDealers(db, scope)),
  ]);
  const owed = balance ? kurus(balance.balance) : 0n;
  const tryAging = balance?.aging.find((row) => row.currencyCode === 'TRY');
  const riskLimit = due.riskLimit === null ? null : kurus(due.riskLimit);
  return {
    firm,
    asOf: today,
    balance: {
      balance: formatAmount(owed < 0n ? -owed : owed),
      side: balance?.side ?? '',
      pendingCollections: {
        amount: balance?.pendingCollections.amount ?? '0.00',
        count: balance?.pendingCollections.count ?? 0,
      },
    },
    overdue: byCurrency(
      (balance?.aging ?? []).map((row) => ({
        currencyCode: row.currencyCode,
        amount: row.overdue,
        count: row.overdueCount,
      })),
    ),
    dueThisMonth: byCurrency(due.dueThisMonth.map((row) => ({ ...row, amount: money(row.amount) }))),
    risk:
      riskLimit === null
        ? null
        : { limit: formatAmount(riskLimit), available: formatAmount(riskLimit - (owed > 0n ? owed : 0n)) },
    aging: {
      notDue: tryAging?.notDue ?? '0.00',
      days1to30: tryAging?.days1to30 ?? '0.00',
      days31to60: tryAging?.days31to60 ?? '0.00',
      days61to90: tryAging?.days61to90 ?? '0.00',
      days90plus: tryAging?.days90plus ?? '0.00',
    },
    upcoming: due.upcoming.map((line) => ({
      id: line.id,
      dueDate: line.due_date,
      documentNo: line.document_no,
      description: line.description,
      remaining: money(line.remaining),
      currencyCode: line.currency_code,
    })),
    lastMovements:
      movements?.map((row) => ({
        id: row.id,
        date: row.date,
        documentType: row.document_type,
        documentNo: row.document_no,
        description: row.description,
        debit: money(row.debit),
        credit: money(row.credit),
        currencyCode: row.currency_code,
      })) ?? null,
    pendingLinks: links ? { count: links.count, amount: money(links.amount) } : null,
    monthCollections: collections ? { count: collections.count, amount: money(collections.amount) } : null,
    topDealers:
      dealers?.map((row) => ({
        id: row.id,
        code: row.code,
        name: row.name,
        overdue: money(row.overdue),
        overdueCount: row.overdue_count,
        oldestDueDate: row.oldest_due_date,
      })) ?? null,
  };
}
