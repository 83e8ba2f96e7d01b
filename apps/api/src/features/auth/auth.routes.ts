import {
  ActiveTenantInfoAnswer,
  EmptyAnswer,
  LoginAnswer,
  LoginRequest,
  messages,
  TenantIdParams,
  TenantListAnswer,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, clientOf, errorAnswers, noAuth, ok, type ZodApp } from '../../lib/http.js';
import { activeTenantInfo, changeTenant, listTenantsOf, login, logout } from './auth.service.js';
import { sessionOf } from './session-guard.js';

const tags = ['FirmAuth'];

export function registerAuthRoutes(app: ZodApp, ctx: AppContext): void {
  const { requireSession } = ctx.guards;

  app.post(
    '/FirmAuth/Login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        security: noAuth,
        body: LoginRequest,
        response: { 200: LoginAnswer, ...errorAnswers(400, 406, 429) },
      },
    },
    async (request) => ok(await login(ctx, request.body, clientOf(request)), messages.loginSucceeded),
  );

  app.post(
    '/FirmAuth/Logout',
    {
      onRequest: requireSession,
      config: { whileActing: 'allowed' },
      schema: {
        tags,
        summary: 'Sign out: revokes this session',
        security: bearerAuth,
        response: { 200: EmptyAnswer, ...errorAnswers(401) },
      },
    },
    async (request) => {
      await logout(ctx, sessionOf(request), clientOf(request));
      return ok(null, messages.loggedOut);
    },
  );

  app.get(
    '/FirmAuth/GetTenants',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: 'Tenants the signed-in user belongs to',
        security: bearerAuth,
        response: { 200: TenantListAnswer, ...errorAnswers(401) },
      },
    },
    async (request) => ok(await listTenantsOf(ctx, sessionOf(request))),
  );

  app.get(
    '/FirmAuth/ChangeTenant/:tenantId',
    {
      onRequest: requireSession,
      // It opens a session: never from a dealer's read-only view.
      config: { whileActing: 'refused' },
      schema: {
        tags,
        summary: 'Switch the session to another tenant of the same user',
        security: bearerAuth,
        params: TenantIdParams,
        response: { 200: LoginAnswer, ...errorAnswers(401, 403, 406) },
      },
    },
    async (request) =>
      ok(await changeTenant(ctx, sessionOf(request), request.params.tenantId, clientOf(request))),
  );

  app.get(
    '/FirmAuth/GetActiveTenantInfo',
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: "The active tenant's logo, phone and address",
        security: bearerAuth,
        response: { 200: ActiveTenantInfoAnswer, ...errorAnswers(401) },
      },
    },
    async (request) => ok(await activeTenantInfo(ctx, sessionOf(request))),
  );
}
