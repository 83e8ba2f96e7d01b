import {
  ActiveSwitch,
  EmptyAnswer,
  IdParams,
  LoginAnswer,
  messages,
  SubFirmCreate,
  SubFirmDetailAnswer,
  SubFirmListFilter,
  SubFirmListQuery,
  SubFirmPageAnswer,
  SubFirmUpdate,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { sendFile, WorkbookAnswer, XLSX_TYPE } from '../../lib/file-answers.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { sessionOf } from '../auth/session-guard.js';
import { endActing, startActing } from './act-as.service.js';
import { registerSubFirmUserRoutes } from './sub-firm-users.routes.js';
import {
  createSubFirm,
  setSubFirmStatus,
  subFirmDetail,
  subFirmPage,
  updateSubFirm,
} from './sub-firms.service.js';
import { subFirmWorkbook } from './sub-firms-export.js';

const tags = ['SubFirm'];

/** Sub-dealers (issue 13, `/subfirm-list`): a main firm's user with addSubFirm; a sub-firm's user gets 403. */
export function registerSubFirmRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requirePermission('addSubFirm');
  const idOnly = { params: IdParams, security: bearerAuth, tags };

  app.get(
    '/SubFirm/List',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "A page of the user's sub-firms with balance, overdue, status, users and last sign-in",
        security: bearerAuth,
        querystring: SubFirmListQuery,
        response: { 200: SubFirmPageAnswer, ...errorAnswers(401, 403, 406) },
      },
    },
    async (request) => ok(await subFirmPage(ctx, sessionOf(request), request.query)),
  );

  app.get(
    '/SubFirm/ListExcel',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'The filtered sub-firm list as an Excel file (.xlsx), in the list’s order',
        security: bearerAuth,
        querystring: SubFirmListFilter,
        response: { 200: WorkbookAnswer, ...errorAnswers(401, 403, 406) },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        XLSX_TYPE,
        'alt-bayiler.xlsx',
        await subFirmWorkbook(ctx, sessionOf(request), request.query),
      ),
  );

  app.get(
    '/SubFirm/:id',
    {
      onRequest: guard,
      schema: {
        ...idOnly,
        summary: 'One sub-firm with its master data; `editable` is false for a firm the ERP keeps',
        operationId: 'subFirmDetail',
        response: { 200: SubFirmDetailAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) => ok(await subFirmDetail(ctx, sessionOf(request), request.params.id)),
  );

  app.post(
    '/SubFirm',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'Opens a sub-firm under the user’s firm (code unique in the tenant, tax number checksum-validated)',
        security: bearerAuth,
        body: SubFirmCreate,
        response: { 200: SubFirmDetailAnswer, ...errorAnswers(400, 401, 403, 406) },
      },
    },
    async (request) =>
      ok(await createSubFirm(ctx, sessionOf(request), request.body, clientOf(request)), messages.success),
  );

  app.put(
    '/SubFirm/:id',
    {
      onRequest: guard,
      schema: {
        ...idOnly,
        summary: 'Changes a portal-kept sub-firm’s master data (a firm the ERP keeps is refused: 400)',
        operationId: 'subFirmUpdate',
        body: SubFirmUpdate,
        response: { 200: SubFirmDetailAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(
        await updateSubFirm(ctx, sessionOf(request), request.params.id, request.body, clientOf(request)),
        messages.success,
      ),
  );

  app.put(
    '/SubFirm/:id/Status',
    {
      onRequest: guard,
      schema: {
        ...idOnly,
        summary: 'Switches a sub-firm off (its users are signed out at once, its links stop) or on again',
        body: ActiveSwitch,
        response: { 200: SubFirmDetailAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(
        await setSubFirmStatus(
          ctx,
          sessionOf(request),
          request.params.id,
          request.body.isActive,
          clientOf(request),
        ),
        messages.success,
      ),
  );

  app.post(
    '/SubFirm/:id/ActAs',
    {
      onRequest: guard,
      schema: {
        ...idOnly,
        summary:
          'Opens a read-only session showing the portal as this sub-firm sees it (statement, plans, history)',
        response: { 200: LoginAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) => ok(await startActing(ctx, sessionOf(request), request.params.id, clientOf(request))),
  );

  app.post(
    '/SubFirm/ActAs/End',
    {
      onRequest: ctx.guards.requireSession,
      config: { whileActing: 'allowed' },
      schema: {
        tags,
        summary: 'Ends the read-only dealer view it is called with; the user’s own session goes on',
        security: bearerAuth,
        response: { 200: EmptyAnswer, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      await endActing(ctx, sessionOf(request), clientOf(request));
      return ok(null);
    },
  );

  registerSubFirmUserRoutes(app, ctx);
}
