import { AdminCollectionPageAnswer, AdminCollectionQuery } from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { adminOf } from '../auth/session-guard.js';
import { adminCollectionPage } from './collections.service.js';

/** GET /admin/Collections: the tenant's card collections; refunds and voids are /admin/collections/:id/…. */
export function registerAdminCollectionRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/admin/Collections',
    {
      onRequest: ctx.guards.requireTenantAdmin,
      schema: {
        tags: ['Admin'],
        summary: "A page of the tenant's card collections, every firm, filtered and sorted (newest first)",
        description:
          'The collection history’s filters and keyset paging (`nextCursor` as `cursor`), over every firm of the ' +
          'tenant; `firmId` narrows to one. Each row carries what was refunded; the reversals themselves are ' +
          '`GET /admin/collections/:id/refunds`.',
        operationId: 'adminCollections',
        security: bearerAuth,
        querystring: AdminCollectionQuery,
        response: { 200: AdminCollectionPageAnswer, ...errorAnswers(401, 403, 406) },
      },
    },
    async (request) => ok(await adminCollectionPage(ctx, adminOf(request), request.query)),
  );
}
