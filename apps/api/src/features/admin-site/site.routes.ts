import {
  AdminScreensAnswer,
  messages,
  ScreenIdParams,
  ScreenSettingsAnswer,
  ScreenSettingsUpdate,
  SiteSettingsAnswer,
  SiteSettingsUpdate,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { adminOf } from '../auth/session-guard.js';
import { saveScreen, screens } from './screens.service.js';
import { siteSettings, updateSiteSettings } from './site.service.js';
import { registerSiteFileRoutes } from './site-files.routes.js';

const tags = ['Admin'];

/** The tenant administrator's brand and site settings (issue 15). */
export function registerAdminSiteRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requireTenantAdmin;
  registerSiteFileRoutes(app, ctx);

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

  app.get(
    '/admin/ScreenSettings',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'The payment screens’ visibility settings: 6 pay without login, 5 the payment link page',
        operationId: 'adminScreenSettings',
        security: bearerAuth,
        response: { 200: AdminScreensAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ok(await screens(ctx, adminOf(request))),
  );

  app.put(
    '/admin/ScreenSettings/:screenId',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Changes one payment screen’s visibility settings (sent whole); audited, effective at once',
        operationId: 'adminUpdateScreenSettings',
        security: bearerAuth,
        params: ScreenIdParams,
        body: ScreenSettingsUpdate,
        response: { 200: ScreenSettingsAnswer, ...errorAnswers(401, 403, 406) },
      },
    },
    async (request) =>
      ok(
        await saveScreen(ctx, adminOf(request), request.params.screenId, request.body, clientOf(request)),
        messages.siteSettingsSaved,
      ),
  );
}
