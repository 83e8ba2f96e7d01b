import {
  AgingReportAnswer,
  AgingReportQuery,
  CollectionsReportAnswer,
  CollectionsReportQuery,
  ERP_REPORT_DEFINITIONS,
  ErpReportListAnswer,
  PositionReportAnswer,
  PositionReportQuery,
  TenorReportAnswer,
  TenorReportQuery,
} from '@tahsilat/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { PDF_TYPE, PdfAnswer, sendFile, WorkbookAnswer, XLSX_TYPE } from '../../lib/file-answers.js';
import { bearerAuth, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { sessionOf } from '../auth/session-guard.js';
import {
  ERP_REPORT_RUNNERS,
  type ErpReportRunner,
  erpReportFile,
  runErpReport,
} from './erp-report.service.js';

const tags = ['ErpReport'];

interface ReportRoute<Q extends z.ZodType, R> {
  /** The path's name of the report: /ErpReport/<path>, /Excel, /Pdf. */
  path: string;
  summary: string;
  query: Q;
  answer: z.ZodType<{ success: boolean; message: string; data: R }>;
  runner: ErpReportRunner<z.output<Q>, R>;
}

/** The ERP report (flag erpReport): the picker, and each report as JSON, Excel and PDF. */
export function registerErpReportRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requirePermission('erpReport');

  app.get(
    '/ErpReport/Reports',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'The reports of the ERP report page and their parameters',
        security: bearerAuth,
        response: { 200: ErpReportListAnswer, ...errorAnswers(401, 403) },
      },
    },
    async () => ok(ERP_REPORT_DEFINITIONS),
  );

  function register<Q extends z.ZodType<{ firmId?: string | undefined }>, R>(route: ReportRoute<Q, R>): void {
    const options = <S extends object>(summary: string, response: S, pdf = false) => ({
      onRequest: guard,
      schema: {
        tags,
        summary,
        security: bearerAuth,
        querystring: route.query,
        response: {
          ...response,
          ...(pdf ? errorAnswers(400, 401, 403, 404, 406) : errorAnswers(401, 403, 404, 406)),
        },
      },
    });
    app.get(`/ErpReport/${route.path}`, options(route.summary, { 200: route.answer }), async (request) => {
      const query = request.query as z.output<Q>;
      return ok((await runErpReport(ctx, sessionOf(request), route.runner, query)).report);
    });
    app.get(
      `/ErpReport/${route.path}/Excel`,
      options(`${route.summary}: the Excel file (.xlsx)`, { 200: WorkbookAnswer }),
      async (request, reply) => {
        const query = request.query as z.output<Q>;
        const { file, fileName } = await erpReportFile(ctx, sessionOf(request), route.runner, query, 'xlsx');
        return sendFile(reply, XLSX_TYPE, fileName, file);
      },
    );
    app.get(
      `/ErpReport/${route.path}/Pdf`,
      options(`${route.summary}: the PDF (at most 5,000 rows)`, { 200: PdfAnswer }, true),
      async (request, reply) => {
        const query = request.query as z.output<Q>;
        const { file, fileName } = await erpReportFile(ctx, sessionOf(request), route.runner, query, 'pdf');
        return sendFile(reply, PDF_TYPE, fileName, file);
      },
    );
  }

  register({
    path: 'Aging',
    summary: 'Aging by firm: open plan lines in the buckets not due / 1–30 / 31–60 / 61–90 / 90+ days',
    query: AgingReportQuery,
    answer: AgingReportAnswer,
    runner: ERP_REPORT_RUNNERS.aging,
  });
  register({
    path: 'Position',
    summary:
      'Debit/credit position by firm for a period: Devir, Σ debit, Σ credit, balance (B)/(A), risk limit',
    query: PositionReportQuery,
    answer: PositionReportAnswer,
    runner: ERP_REPORT_RUNNERS.position,
  });
  register({
    path: 'Tenor',
    summary: 'Average tenor, days overdue and late-payment interest by firm',
    query: TenorReportQuery,
    answer: TenorReportAnswer,
    runner: ERP_REPORT_RUNNERS.tenor,
  });
  register({
    path: 'Collections',
    summary: 'Monthly card collections by firm and channel for a year',
    query: CollectionsReportQuery,
    answer: CollectionsReportAnswer,
    runner: ERP_REPORT_RUNNERS.collections,
  });
}
