import { messages, SiteSettingsAnswer, SiteSettingsUpdate } from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { adminOf } from '../auth/session-guard.js';
import { siteSettings, updateSiteSettings } from './site.service.js';

const tags = ['Admin'];

/** The tenant administrator's brand and site settings (issue 15). */
export function registerAdminSiteRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requireTenantAdmin;

  app.get(
    '/admin/Site',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "The tenant's brand, contact details and feature switches as stored now",
        operationId: 'adminSiteSettings',
        security: bearerAuth,
        response: { 200: SiteSettingsAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ok(await siteSettings(ctx, adminOf(request))),
  );

  app.put(
    '/admin/Site',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'Changes the brand, contact details and feature switches; audited, effective on every instance',
        description:
          'Every field is sent (the whole form). The audit entry holds the changed fields before and after; ' +
          'an unchanged form writes nothing.',
        operationId: 'adminUpdateSiteSettings',
        security: bearerAuth,
        body: SiteSettingsUpdate,
        response: { 200: SiteSettingsAnswer, ...errorAnswers(401, 403, 406) },
      },
    },
    async (request) =>
      ok(
        await updateSiteSettings(ctx, adminOf(request), request.body, clientOf(request)),
        messages.siteSettingsSaved,
      ),
  );
}
