import {
  COLLECTION_PLAN_MAX_LINES,
  type CollectionPlanPage,
  type CollectionPlanQuery,
  daysBetween,
  formatAmount,
  istanbulIsoDate,
  messages,
  parseSumAmount,
} from '@tahsilat/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionAuth } from '../../types.js';
import { resolveFirm } from '../firm-report/firm-scope.js';
import {
  type CollectionScope,
  readCollectionGroups,
  readCollectionLines,
  readDealers,
} from './collection-plan.repository.js';

const kurus = (value: string) => parseSumAmount(value) ?? 0n;
const money = (value: string) => formatAmount(kurus(value));

function plusDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The plan of a main firm's dealers; a dealer named must be one of them (else 404), as everywhere. */
export async function collectionPlan(
  db: Db,
  auth: SessionAuth,
  query: CollectionPlanQuery,
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
  const [lines, groups] = await Promise.all([
    readCollectionLines(db, scope, COLLECTION_PLAN_MAX_LINES + 1),
    readCollectionGroups(db, scope, group),
  ]);
  const shown = lines.slice(0, COLLECTION_PLAN_MAX_LINES);
  const dealers = await readDealers(db, scope, [...new Set(shown.map((line) => line.firm_id))]);
  return {
    asOf: today,
    dueTo: scope.dueTo,
    group,
    truncated: lines.length > COLLECTION_PLAN_MAX_LINES,
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
      start: row.start,
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
      hasEmail: row.has_email,
      hasPhone: row.has_phone,
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
