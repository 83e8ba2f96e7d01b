import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { loginEndpointsQuery } from '../features/auth/api.js';
import { queryClient } from '../lib/query-client.js';
import {
  isActing,
  isAdminOnly,
  isSignedIn,
  isTenantAdmin,
  readMenu,
  readValue,
  rememberInitialUrl,
  takeInitialUrl,
} from '../lib/session.js';
import { MENU, type MenuEntry, mayOpen } from './menu.js';
import { MENU_PAGES } from './menu-pages.js';
import { RootLayout } from './root-layout.js';
import { loadTexts } from './screen-texts.js';

/** '/' (SPEC 2): signed out → /signin; signed in → the remembered page or /home. */
function rootRedirect() {
  return redirect(isSignedIn() ? (isAdminOnly() ? '/admin' : (takeInitialUrl() ?? '/home')) : '/signin');
}

/** Every shell page needs a session; without one, remember where the visitor was going. */
function requireSession({ request }: LoaderFunctionArgs) {
  if (!isSignedIn()) {
    const url = new URL(request.url);
    rememberInitialUrl(`${url.pathname}${url.search}`);
    throw redirect('/signin');
  }
  return null;
}

/** The console: a tenant administrator's session; a firm user without the role meets the 403 page. */
function requireTenantAdmin(args: LoaderFunctionArgs) {
  requireSession(args);
  if (!isTenantAdmin()) {
    throw redirect('/not-authorized-access');
  }
  return null;
}

/** The firm shell: an administrator without a firm has none of its pages and goes to the console. */
function requireFirmSession(args: LoaderFunctionArgs) {
  requireSession(args);
  if (isAdminOnly()) {
    throw redirect('/admin');
  }
  return null;
}

/**
 * A signed-in user without the page's flag (or, in a dealer's read-only view, on a page that writes) lands on the
 * 403 page (loaders run side by side: the session check above handles the signed-out).
 */
function requirePermission(entry: MenuEntry) {
  return () => {
    const viewer = { isActing: isActing(), isSubFirm: readValue('isSubFirm') === 'true' };
    if (isSignedIn() && !mayOpen(entry, readMenu(), viewer)) {
      throw redirect('/not-authorized-access');
    }
    return null;
  };
}

/** A dealer's read-only view changes nothing, the own password included. */
function refuseWhileActing() {
  if (isActing()) {
    throw redirect('/not-authorized-access');
  }
  return null;
}

const menuRoutes: RouteObject[] = MENU.map((entry) => ({
  path: entry.path.slice(1),
  loader: requirePermission(entry),
  lazy:
    MENU_PAGES[entry.key] ??
    (async () => {
      const { ComingSoonPage } = await import('../features/placeholders/coming-soon-page.js');
      return { Component: () => <ComingSoonPage entryKey={entry.key} /> };
    }),
}));

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // The first page's code is still on its way: a blank page, the progress bar shows the wait.
    HydrateFallback: () => null,
    children: [
      { index: true, loader: rootRedirect },
      {
        path: 'signin',
        lazy: async () => ({ Component: (await import('../features/auth/signin-page.js')).SigninPage }),
      },
      {
        path: 'forget-password',
        lazy: async () => ({
          Component: (await import('../features/auth/forgot-password-page.js')).ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password/:psrGuid',
        lazy: async () => ({
          Component: (await import('../features/auth/set-password-page.js')).ResetPasswordPage,
        }),
      },
      {
        path: 'new-password/:psrGuid',
        lazy: async () => ({
          Component: (await import('../features/auth/set-password-page.js')).NewPasswordPage,
        }),
      },
      {
        path: 'pos-collection-result/:success/:message',
        lazy: async () => ({
          Component: (await import('../features/result/pos-collection-result-page.js'))
            .PosCollectionResultPage,
        }),
      },
      {
        path: 'receipt-check/:id',
        lazy: async () => ({
          Component: (await import('../features/receipts/receipt-check-page.js')).ReceiptCheckPage,
        }),
      },
      {
        path: 'pay-without-login/:amount?/:firmbranchNumber?/:referenceNumber?/:callbackUrl?',
        lazy: async () => {
          // The tenant lookup starts while the screen's code is still on its way.
          void queryClient.prefetchQuery(loginEndpointsQuery());
          const [page] = await Promise.all([
            import('../features/pay/pay-without-login-page.js'),
            loadTexts('pay'),
          ]);
          return { Component: page.PayWithoutLoginPage };
        },
      },
      {
        path: 'paymentPage',
        lazy: async () => {
          const [page] = await Promise.all([
            import('../features/pay/payment-request-page.js'),
            loadTexts('pay'),
          ]);
          return { Component: page.PaymentRequestPage };
        },
      },
      {
        path: 'admin',
        loader: requireTenantAdmin,
        lazy: async () => {
          const [layout] = await Promise.all([
            import('../features/admin/admin-layout.js'),
            loadTexts('admin'),
          ]);
          return { Component: layout.AdminLayout };
        },
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/admin/admin-overview-page.js')).AdminOverviewPage,
            }),
          },
          {
            path: 'site',
            lazy: async () => ({
              Component: (await import('../features/admin/site/site-settings-page.js')).SiteSettingsPage,
            }),
          },
          {
            path: 'domains',
            lazy: async () => ({
              Component: (await import('../features/admin/domains/domains-page.js')).DomainsPage,
            }),
          },
          {
            path: 'bank-accounts',
            lazy: async () => ({
              Component: (await import('../features/admin/bank-accounts/bank-accounts-page.js'))
                .BankAccountsPage,
            }),
          },
          {
            path: 'bank-transfers',
            lazy: async () => ({
              Component: (await import('../features/admin/bank-transfers/bank-transfers-page.js'))
                .BankTransfersPage,
            }),
          },
          {
            path: 'screens',
            lazy: async () => ({
              Component: (await import('../features/admin/screens/screens-page.js')).ScreensPage,
            }),
          },
          {
            path: 'banks',
            lazy: async () => ({
              Component: (await import('../features/admin/banks/banks-page.js')).BanksPage,
            }),
          },
          {
            path: 'commissions',
            lazy: async () => ({
              Component: (await import('../features/admin/commissions/commissions-page.js')).CommissionsPage,
            }),
          },
          {
            path: 'pricing',
            lazy: async () => {
              const [page] = await Promise.all([
                import('../features/admin/pricing/pricing-page.js'),
                loadTexts('adminpricing'),
              ]);
              return { Component: page.PricingPage };
            },
          },
          {
            path: 'discount-terms',
            lazy: async () => ({
              Component: (await import('../features/admin/discount-terms/discount-terms-page.js'))
                .DiscountTermsPage,
            }),
          },
          {
            path: 'users',
            lazy: async () => ({
              Component: (await import('../features/admin/users/users-page.js')).UsersPage,
            }),
          },
          {
            path: 'integration',
            lazy: async () => ({
              Component: (await import('../features/admin/integration/integration-page.js')).IntegrationPage,
            }),
          },
          {
            path: 'import',
            lazy: async () => {
              const [page] = await Promise.all([
                import('../features/admin/import/import-page.js'),
                loadTexts('adminimport'),
              ]);
              return { Component: page.ImportPage };
            },
          },
          {
            path: 'audit',
            lazy: async () => {
              const [page] = await Promise.all([
                import('../features/admin/audit/audit-log-page.js'),
                loadTexts('adminaudit'),
              ]);
              return { Component: page.AuditLogPage };
            },
          },
          ...(['collections', 'links', 'discounts'] as const).map((path) => ({
            path,
            lazy: async () => {
              const [pages] = await Promise.all([
                import('../features/admin/operations/operations-pages.js'),
                loadTexts('adminops'),
                // The parts they share with the firm pages bring those pages' words.
                loadTexts('history'),
                loadTexts('links'),
                loadTexts('discount'),
              ]);
              return { Component: pages.OPERATIONS_PAGES[path] };
            },
          })),
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('../features/errors/error-pages.js')).NotFoundPage,
            }),
          },
        ],
      },
      {
        id: 'shell',
        loader: requireFirmSession,
        lazy: async () => ({ Component: (await import('../features/shell/shell-layout.js')).ShellLayout }),
        children: [
          ...menuRoutes,
          {
            path: 'change-password',
            loader: refuseWhileActing,
            lazy: async () => ({
              Component: (await import('../features/account/change-password-page.js')).ChangePasswordPage,
            }),
          },
          {
            path: 'not-authorized-access',
            lazy: async () => ({
              Component: (await import('../features/errors/error-pages.js')).NotAuthorizedPage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('../features/errors/error-pages.js')).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
