import {
  CollectionPlanAnswer,
  CollectionPlanQuery,
  istanbulIsoDate,
  messages,
  ReminderAnswer,
  ReminderBody,
  ReminderPreviewAnswer,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { sendFile, WorkbookAnswer, XLSX_TYPE } from '../../lib/file-answers.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { writeXlsx } from '../../lib/xlsx.js';
import { sessionOf } from '../auth/session-guard.js';
import { collectionPlan } from './collection-plan.service.js';
import { previewReminder, sendReminder } from './reminders.service.js';

const tags = ['FirmReport'];

const COLUMNS = [
  { header: 'Vade', key: 'dueDate', width: 12, kind: 'date' as const },
  { header: 'Bayi no', key: 'firmCode', width: 10, kind: 'text' as const },
  { header: 'Bayi', key: 'firmName', width: 30, kind: 'text' as const },
  { header: 'Belge no', key: 'documentNo', width: 18, kind: 'text' as const },
  { header: 'Açıklama', key: 'description', width: 32, kind: 'text' as const },
  { header: 'Tutar', key: 'amount', width: 14, kind: 'money' as const },
  { header: 'Tahsil edilen', key: 'collected', width: 14, kind: 'money' as const },
  { header: 'Kalan', key: 'remaining', width: 14, kind: 'money' as const },
  { header: 'Döviz', key: 'currencyCode', width: 7, kind: 'text' as const },
  { header: 'Gecikme (gün)', key: 'daysOverdue', width: 12, kind: 'integer' as const },
];

/** The collection plan (flag collectionPlan): a main firm's dealers' plan lines, reminders, Excel. */
export function registerCollectionPlanRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requirePermission('collectionPlan');

  app.get(
    '/FirmReport/CollectionPlan',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "The open plan lines of the user's dealers by due date, with week or month subtotals",
        security: bearerAuth,
        querystring: CollectionPlanQuery,
        response: { 200: CollectionPlanAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) => ok(await collectionPlan(ctx.db, sessionOf(request), request.query)),
  );

  app.get(
    '/FirmReport/CollectionPlanExcel',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'The filtered collection plan as an Excel file (.xlsx)',
        security: bearerAuth,
        querystring: CollectionPlanQuery,
        response: { 200: WorkbookAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request, reply) => {
      // Every matching line (up to the cap), whatever page the screen is on.
      const { pageSize: _size, cursor: _cursor, ...query } = request.query;
      const plan = await collectionPlan(ctx.db, sessionOf(request), query);
      const file = await writeXlsx({ sheetName: 'Tahsilat planı', columns: COLUMNS, rows: plan.items });
      return sendFile(reply, XLSX_TYPE, `tahsilat-plani-${plan.asOf}.xlsx`, file);
    },
  );

  app.post(
    '/FirmReport/CollectionPlan/RemindPreview',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'The reminder to a dealer exactly as it would be sent (address, subject, text); sends nothing',
        security: bearerAuth,
        body: ReminderBody,
        response: { 200: ReminderPreviewAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) => ok(await previewReminder(ctx, sessionOf(request), request.body, istanbulIsoDate())),
  );

  app.post(
    '/FirmReport/CollectionPlan/Remind',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'A payment reminder to a dealer by e-mail or SMS (once a day per channel)',
        security: bearerAuth,
        body: ReminderBody,
        response: { 200: ReminderAnswer, ...errorAnswers(400, 401, 403, 404, 406, 429) },
      },
    },
    async (request) =>
      ok(
        await sendReminder(ctx, sessionOf(request), request.body, clientOf(request), istanbulIsoDate()),
        messages.reminderSent,
      ),
  );
}
