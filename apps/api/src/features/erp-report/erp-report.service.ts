import type {
  AgingReport,
  AgingReportQuery,
  CollectionsReport,
  CollectionsReportQuery,
  ErpReportKind,
  PositionReport,
  PositionReportQuery,
  TenorReport,
  TenorReportQuery,
} from '@tahsilat/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { madeAt } from '../../lib/pdf/made-at.js';
import { readTenantLogo } from '../../lib/tenant-logo.js';
import type { SessionAuth } from '../../types.js';
import { agingReport } from './aging-report.js';
import { collectionsReport } from './collections-report.js';
import { erpReportPdf, erpReportWorkbook } from './erp-report-files.js';
import { type ErpReportScope, erpReportScope } from './erp-report-scope.js';
import {
  agingTable,
  collectionsTable,
  positionTable,
  type ReportTable,
  tenorTable,
} from './erp-report-tables.js';
import { positionReport } from './position-report.js';
import { tenorReport } from './tenor-report.js';

/** The four ERP reports behind one shape: scope the firms, compute the report, and its table for the files. */

export interface ErpReportRunner<Q, R> {
  run(ctx: AppContext, scope: ErpReportScope, query: Q): Promise<R>;
  table(report: R): ReportTable;
}

type Parsed<T extends z.ZodType> = z.output<T>;

export const ERP_REPORT_RUNNERS = {
  aging: {
    run: (ctx, scope, query) => agingReport(ctx.db, scope, query),
    table: agingTable,
  } satisfies ErpReportRunner<Parsed<typeof AgingReportQuery>, AgingReport>,
  position: {
    run: (ctx, scope, query) => positionReport(ctx.db, scope, query),
    table: positionTable,
  } satisfies ErpReportRunner<Parsed<typeof PositionReportQuery>, PositionReport>,
  tenor: {
    run: async (ctx, scope, query) => {
      const tenant = await ctx.tenants.require(scope.tenantId);
      return tenorReport(ctx.db, scope, query, tenant.lateInterestMonthlyRate);
    },
    table: tenorTable,
  } satisfies ErpReportRunner<Parsed<typeof TenorReportQuery>, TenorReport>,
  collections: {
    run: (ctx, scope, query) => collectionsReport(ctx.db, scope, query),
    table: collectionsTable,
  } satisfies ErpReportRunner<Parsed<typeof CollectionsReportQuery>, CollectionsReport>,
} as const satisfies Record<ErpReportKind, unknown>;

/** The report for the user's scope (404 for a firm it may not read). */
export async function runErpReport<Q extends { firmId?: string | undefined }, R>(
  ctx: AppContext,
  auth: SessionAuth,
  runner: ErpReportRunner<Q, R>,
  query: Q,
): Promise<{ report: R; scope: ErpReportScope }> {
  const scope = await erpReportScope(ctx.db, auth, query.firmId);
  return { report: await runner.run(ctx, scope, query), scope };
}

export async function erpReportFile<Q extends { firmId?: string | undefined }, R>(
  ctx: AppContext,
  auth: SessionAuth,
  runner: ErpReportRunner<Q, R>,
  query: Q,
  kind: 'xlsx' | 'pdf',
): Promise<{ file: Buffer; fileName: string }> {
  const { report, scope } = await runErpReport(ctx, auth, runner, query);
  const table = runner.table(report);
  const fileName = `${table.fileName}${scope.firm ? `-${scope.firm.code}` : ''}.${kind}`;
  if (kind === 'xlsx') {
    return { file: await erpReportWorkbook(table), fileName };
  }
  const tenant = await ctx.tenants.require(scope.tenantId);
  const file = await erpReportPdf(table, {
    tenantName: tenant.name,
    logo: await readTenantLogo(tenant.logoPath, ctx.files),
    scopeText: scope.firm
      ? `${scope.firm.code} · ${scope.firm.name}`
      : auth.isSubFirm
        ? 'Kendi firması'
        : 'Firma ve tüm bayileri',
    madeAt: madeAt(),
  });
  return { file, fileName };
}
