import type { AppContext } from '../../context.js';
import { type AnyAdminRoute, adminRoute } from '../../lib/local-admin.js';
import { AdminEncryptRequest, AdminKeyRequest, shopKey, shopLink } from './params-admin.service.js';

/**
 * POST /api/local-admin/params/key and /encrypt: the params CLI's way in while the server holds the embedded
 * database (loopback only, signed bodies: lib/local-admin.ts, registered in app.ts).
 */
export function paramsAdminRoutes(ctx: AppContext): AnyAdminRoute[] {
  return [
    adminRoute({
      path: 'params/key',
      schema: AdminKeyRequest,
      handle: (body, request) => shopKey(ctx, body.tenant, { rotate: body.rotate, ip: request.ip }),
    }),
    adminRoute({
      path: 'params/encrypt',
      schema: AdminEncryptRequest,
      handle: ({ tenant, timestamp: _timestamp, ...input }) => shopLink(ctx, tenant, input),
    }),
  ];
}
