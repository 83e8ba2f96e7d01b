import {
  AdminDomainAnswer,
  AdminDomainCreate,
  AdminDomainsAnswer,
  DomainParams,
  EmptyAnswer,
  messages,
} from '@tahsilat/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { adminOf } from '../auth/session-guard.js';
import { hostOf } from '../tenants/tenants.service.js';
import { addDomain, listDomains, removeDomain, verifyDomain } from './domains.service.js';

const tags = ['Admin'];

/** The host this request came to: the administrator's own page. */
const currentHostOf = (request: FastifyRequest) => hostOf(request.headers.host ?? '');

/** The tenant administrator's domains (issue 15): list, add, verify by DNS TXT, remove. */
export function registerAdminDomainRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requireTenantAdmin;

  app.get(
    '/admin/Domains',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "The tenant's host names, verified or waiting for their DNS record",
        operationId: 'adminDomains',
        security: bearerAuth,
        response: { 200: AdminDomainsAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ok(await listDomains(ctx, adminOf(request), currentHostOf(request))),
  );

  app.post(
    '/admin/Domains',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Adds a host name; it works once its TXT record is verified',
        operationId: 'adminAddDomain',
        security: bearerAuth,
        body: AdminDomainCreate,
        response: { 200: AdminDomainAnswer, ...errorAnswers(400, 401, 403, 406) },
      },
    },
    async (request) =>
      ok(await addDomain(ctx, adminOf(request), request.body.host, clientOf(request)), messages.domainAdded),
  );

  app.post(
    '/admin/Domains/:host/Verify',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "Looks up the host's TXT record (_tahsilat.<host>) and, found, verifies the host",
        operationId: 'adminVerifyDomain',
        security: bearerAuth,
        params: DomainParams,
        response: { 200: AdminDomainAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(
        await verifyDomain(
          ctx,
          adminOf(request),
          request.params.host,
          clientOf(request),
          currentHostOf(request),
        ),
        messages.domainVerified,
      ),
  );

  app.delete(
    '/admin/Domains/:host',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Removes a host name (not the one in use, not the last verified one)',
        operationId: 'adminRemoveDomain',
        security: bearerAuth,
        params: DomainParams,
        response: { 200: EmptyAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) => {
      await removeDomain(
        ctx,
        adminOf(request),
        request.params.host,
        clientOf(request),
        currentHostOf(request),
      );
      return ok(null, messages.domainRemoved);
    },
  );
}
