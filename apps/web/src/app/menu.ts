import type { PermissionKey } from '@tahsilat/domain';

/** The side menu of SPEC 2 and the routes behind it: the table drives the menu and carries each page's flag. */
export interface MenuEntry {
  key: string;
  path: string;
  /** The stored flag that shows the entry and opens the page; null for the home page. */
  permission: PermissionKey | null;
}

export const MENU: readonly MenuEntry[] = [
  { key: 'home', path: '/home', permission: null },
  { key: 'paymentPlan', path: '/payment-plan', permission: 'paymentPlan' },
  { key: 'collectionPlan', path: '/collection-plan', permission: 'collectionPlan' },
  { key: 'posCollection', path: '/pos-collection', permission: 'posCollection' },
  { key: 'posCollectionTransaction', path: '/pos-collection-transaction', permission: 'posCollection' },
  { key: 'paymentRequest', path: '/payment-request', permission: 'createPaymentLink' },
  { key: 'paymentList', path: '/payment-list', permission: 'createPaymentLink' },
  { key: 'firmTransactionList', path: '/firm-transaction-list', permission: 'firmTransaction' },
  { key: 'subfirmList', path: '/subfirm-list', permission: 'addSubFirm' },
  { key: 'stocks', path: '/stocks', permission: 'stocks' },
  { key: 'dbsInvoices', path: '/dbs-invoices', permission: 'dbsInvoices' },
  { key: 'invoiceDiscount', path: '/invoice-discount', permission: 'invoiceDiscount' },
  { key: 'erpReport', path: '/erp-report', permission: 'erpReport' },
];

/** Entries whose flag is granted (the home page always). */
export function visibleEntries(flags: Record<PermissionKey, boolean>): MenuEntry[] {
  return MENU.filter((entry) => entry.permission === null || flags[entry.permission]);
}
