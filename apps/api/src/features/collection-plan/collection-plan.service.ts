import {
  COLLECTION_PLAN_MAX_LINES,
  type CollectionPlanPage,
  type CollectionPlanRequest,
  daysBetween,
  formatAmount,
  istanbulIsoDate,
  messages,
  parseSumAmount,
} from '@tahsilat/domain';
import type { Db } from '../../db/client.js';
import { decodeKey, encodeKey } from '../../db/keyset.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionAuth } from '../../types.js';
import { resolveFirm } from '../firm-report/firm-scope.js';
import {
  type CollectionPosition,
  type CollectionScope,
  PLAN_ORDER,
  readCollectionLines,
  readCollectionSums,
  readDealers,
} from './collection-plan.repository.js';
import { NO_REMINDER_FIGURES, readReminderFigures } from './reminder-figures.js';

const kurus = (value: string) => parseSumAmount(value) ?? 0n;
const money = (value: string) => formatAmount(kurus(value));

/** Where a page ended (a cursor of the list's order, made by encodeKey), or a 406 for any other text. */
function decodePosition(cursor: string): CollectionPosition {
  const position = decodeKey(cursor, PLAN_ORDER);
  if (!position) {
    throw AppError.validation([messages.cursorInvalid]);
  }
  return position;
}

function plusDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The plan of a main firm's dealers; a dealer named must be one of them (else 404), as everywhere. */
export async function collectionPlan(
  db: Db,
  auth: SessionAuth,
  query: CollectionPlanRequest,
  today: string = istanbulIsoDate(),
): Promise<CollectionPlanPage> {
  if (query.firmId) {
    const dealer = await resolveFirm(db, auth, query.firmId);
    if (dealer.id === auth.firmId) {
      throw AppError.notFound(messages.firmNotFound);
    }
  }
  const group = query.group ?? 'week';
  const scope: CollectionScope = {
    tenantId: auth.tenantId,
    mainFirmId: auth.firmId,
    dealerId: query.firmId,
    dueFrom: query.dueFrom,
    dueTo: query.dueTo ?? plusDays(today, 60),
    overdueOnly: query.lines === 'overdue',
    currency: query.currency,
    today,
  };
  // A page (the screen) or, without a page size, every line up to the cap (the Excel file, older callers).
  const limit = query.pageSize ?? COLLECTION_PLAN_MAX_LINES;
  const after = query.pageSize && query.cursor ? decodePosition(query.cursor) : null;
  const [lines, sums] = await Promise.all([
    readCollectionLines(db, scope, after, limit + 1),
    readCollectionSums(db, scope, group),
  ]);
  const totals = sums.filter((row) => row.start === null);
  const groups = sums.filter((row) => row.start !== null);
  const shown = lines.slice(0, limit);
  const more = lines.length > limit;
  const last = shown.at(-1);
  const firmIds = [...new Set(shown.map((line) => line.firm_id))];
  const [dealers, reminders] = await Promise.all([
    readDealers(db, scope, firmIds),
    readReminderFigures(db, auth.tenantId, firmIds, today),
  ]);
  return {
    asOf: today,
    dueTo: scope.dueTo,
    group,
    nextCursor: query.pageSize && more && last ? encodeKey([last.due_date, last.firm_code, last.id]) : null,
    truncated: !query.pageSize && more,
    totals: totals.map((row) => ({
      currencyCode: row.currency_code,
      lineCount: row.line_count,
      remaining: money(row.remaining),
      overdue: money(row.overdue),
      overdueCount: row.overdue_count,
      dueThisWeek: money(row.due_this_week),
      dueThisMonth: money(row.due_this_month),
    })),
    items: shown.map((line) => ({
      id: line.id,
      firmId: line.firm_id,
      firmCode: line.firm_code,
      firmName: line.firm_name,
      dueDate: line.due_date,
      documentNo: line.document_no,
      description: line.description,
      amount: money(line.amount),
      // Collected: the ERP's paid amount and what our pending collections pay of the line (the one rule).
      collected: formatAmount(kurus(line.paid_amount) + kurus(line.pending_amount)),
      remaining: formatAmount(kurus(line.amount) - kurus(line.paid_amount) - kurus(line.pending_amount)),
      currencyCode: line.currency_code,
      daysOverdue: Math.max(0, daysBetween(line.due_date, today)),
    })),
    groups: groups.map((row) => ({
      start: row.start ?? '',
      currencyCode: row.currency_code,
      lineCount: row.line_count,
      amount: money(row.amount),
      collected: money(row.collected),
      remaining: money(row.remaining),
    })),
    dealers: dealers.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      isActive: row.is_active,
      hasEmail: row.has_email,
      hasPhone: row.has_phone,
      reminder: reminders.get(row.id) ?? NO_REMINDER_FIGURES,
      lastReminder:
        row.reminded_at && row.reminded_channel
          ? {
              at: new Date(row.reminded_at).toISOString(),
              channel: row.reminded_channel,
              by: row.reminded_by ?? '',
            }
          : null,
    })),
  };
}
