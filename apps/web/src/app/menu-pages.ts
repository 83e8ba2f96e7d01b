import type { ComponentType } from 'react';
import { loadTexts } from './screen-texts.js';

export type LazyPage = () => Promise<{ Component: ComponentType }>;

/** Menu pages that are built; the others say what they will hold. */
export const MENU_PAGES: Partial<Record<string, LazyPage>> = {
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
