import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { loginEndpointsQuery } from '../features/auth/api.js';
import { loadScreenNamespace } from '../i18n/index.js';
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
import { RootLayout } from './root-layout.js';

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

/** The texts of the lazily loaded screens, one file per screen and language, each fetched with its screen. */
const SCREEN_TEXTS = import.meta.glob<{ default: object }>(
  '../locales/*/{pay,links,statement,plan,collection,history,subfirms,dbs,stocks,discount,erpreport,admin,adminaudit,adminops,adminimport,adminpricing}.json',
);

function loadTexts(
  namespace:
    | 'pay'
    | 'links'
    | 'statement'
    | 'plan'
    | 'collection'
    | 'history'
    | 'subfirms'
    | 'dbs'
    | 'stocks'
    | 'discount'
    | 'erpreport'
    | 'admin'
    | 'adminaudit'
    | 'adminops'
    | 'adminimport'
    | 'adminpricing',
) {
  const file = (language: 'tr' | 'en') => () => {
    const load = SCREEN_TEXTS[`../locales/${language}/${namespace}.json`];
    if (!load) {
      throw new Error(`no ${language} texts for ${namespace}`);
    }
    return load();
  };
  return loadScreenNamespace(namespace, { tr: file('tr'), en: file('en') });
}

type LazyPage = () => Promise<{ Component: ComponentType }>;

/** Menu pages that are built; the others say what they will hold. */
const MENU_PAGES: Partial<Record<string, LazyPage>> = {
  home: async () => ({ Component: (await import('../features/home/home-page.js')).HomePage }),
  paymentRequest: async () => {
    const [page] = await Promise.all([
      import('../features/payment-links/create-payment-link-page.js'),
      loadTexts('links'),
    ]);
    return { Component: page.CreatePaymentLinkPage };
  },
  paymentList: async () => {
    const [page] = await Promise.all([
      import('../features/payment-links/payment-link-list-page.js'),
      loadTexts('links'),
    ]);
    return { Component: page.PaymentLinkListPage };
  },
  paymentPlan: async () => {
    const [page] = await Promise.all([
      import('../features/payment-plan/payment-plan-page.js'),
      loadTexts('plan'),
    ]);
    return { Component: page.PaymentPlanPage };
  },
  collectionPlan: async () => {
    const [page] = await Promise.all([
      import('../features/collection-plan/collection-plan-page.js'),
      loadTexts('collection'),
    ]);
    return { Component: page.CollectionPlanPage };
  },
  posCollection: async () => {
    const [page] = await Promise.all([
      import('../features/pos-collection/pos-collection-page.js'),
      loadTexts('pay'),
    ]);
    return { Component: page.PosCollectionPage };
  },
  posCollectionTransaction: async () => {
    const [page] = await Promise.all([
      import('../features/collection-history/collection-history-page.js'),
      loadTexts('history'),
    ]);
    return { Component: page.CollectionHistoryPage };
  },
  firmTransactionList: async () => {
    const [page] = await Promise.all([
      import('../features/statement/statement-page.js'),
      loadTexts('statement'),
    ]);
    return { Component: page.StatementPage };
  },
  subfirmList: async () => {
    const [page] = await Promise.all([
      import('../features/sub-firms/sub-firm-list-page.js'),
      loadTexts('subfirms'),
    ]);
    return { Component: page.SubFirmListPage };
  },
  stocks: async () => {
    const [page] = await Promise.all([import('../features/stocks/stock-list-page.js'), loadTexts('stocks')]);
    return { Component: page.StockListPage };
  },
  dbsInvoices: async () => {
    const [page] = await Promise.all([
      import('../features/dbs-invoices/dbs-invoices-page.js'),
      loadTexts('dbs'),
    ]);
    return { Component: page.DbsInvoicesPage };
  },
  invoiceDiscount: async () => {
    const [page] = await Promise.all([
      import('../features/invoice-discount/invoice-discount-page.js'),
      loadTexts('discount'),
    ]);
    return { Component: page.InvoiceDiscountPage };
  },
  erpReport: async () => {
    const [page] = await Promise.all([
      import('../features/erp-report/erp-report-page.js'),
      loadTexts('erpreport'),
    ]);
    return { Component: page.ErpReportPage };
  },
};

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
