import {
  IdParams,
  LoginEndpointsAnswer,
  LoginEndpointsQuery,
  PublicTenantAnswer,
  TenantErpProgramAnswer,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errorAnswers, noAuth, ok, type ZodApp } from '../../lib/http.js';
import { sessionOf } from '../auth/session-guard.js';
import { presentLoginEndpoints, presentPublicTenant } from './tenants.presenter.js';

export function registerTenantRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/FirmAuth/GetLoginEndpoints',
    {
      schema: {
        tags: ['FirmAuth'],
        summary: "The sign-in page's tenant and branding, found by the page's host",
        security: noAuth,
        querystring: LoginEndpointsQuery,
        response: { 200: LoginEndpointsAnswer, ...errorAnswers(404, 406) },
      },
    },
    async (request) => {
      // Without a domain the page's own host (the Host header) names the tenant; it only picks public branding.
      const domain = request.query.domain ?? request.hostname;
      return ok(presentLoginEndpoints(await ctx.tenants.requireByDomain(domain), ctx.config.publicUrl));
    },
  );

  app.get(
    '/FirmAuth/GetTenantById/:id',
    {
      schema: {
        tags: ['FirmAuth'],
        summary: "A tenant's public settings (used by the public payment screens)",
        security: noAuth,
        params: IdParams,
        response: { 200: PublicTenantAnswer, ...errorAnswers(404, 406) },
      },
    },
    async (request) => ok(presentPublicTenant(await ctx.tenants.require(request.params.id))),
  );

  app.get(
    '/FirmReport/TenantErpProgram',
    {
      onRequest: ctx.guards.requireSession,
      schema: {
        tags: ['FirmReport'],
        summary: "The active tenant's ERP programme and whether statements come from it",
        security: bearerAuth,
        response: { 200: TenantErpProgramAnswer, ...errorAnswers(401) },
      },
    },
    async (request) => {
      const tenant = await ctx.tenants.require(sessionOf(request).tenantId);
      return ok({ isB2BFirmTransaction: tenant.isB2bFirmTransaction, erpProgram: tenant.erpProgram });
    },
  );
}
