import type { AppContext } from '../../context.js';
import type { ZodApp } from '../../lib/http.js';
import { registerAdminCollectionRoutes } from './collections.routes.js';
import { registerAdminDiscountRoutes } from './discounts.routes.js';
import { registerAdminLinkRoutes } from './links.routes.js';

/** The console's operations screens (issue 15, section 7): collections, payment links, discount requests. */
export function registerAdminOperationsRoutes(app: ZodApp, ctx: AppContext): void {
  registerAdminCollectionRoutes(app, ctx);
  registerAdminLinkRoutes(app, ctx);
  registerAdminDiscountRoutes(app, ctx);
}
