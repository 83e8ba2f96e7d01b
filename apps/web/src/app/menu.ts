import type { PermissionKey } from '@tahsilat/domain';

/** The side menu of SPEC 2 and the routes behind it: the table drives the menu and carries each page's flag. */
export interface MenuEntry {
  key: string;
  path: string;
  /** The stored flag that shows the entry and opens the page; null for the home page. */
  permission: PermissionKey | null;
  /** A page that pays or changes data: not offered while a dealer's pages are looked at read-only (issue 13). */
  writes?: true;
  /** A main firm's page: a sub-firm user never has it, whatever its flags say (two levels, SPEC 6). */
  mainFirmOnly?: true;
}

/** Who is looking: a sub-firm user, or a main firm's user in a dealer's read-only view. */
export interface Viewer {
  isSubFirm?: boolean;
  isActing?: boolean;
}

export const MENU: readonly MenuEntry[] = [
  { key: 'home', path: '/home', permission: null },
  { key: 'paymentPlan', path: '/payment-plan', permission: 'paymentPlan' },
  { key: 'collectionPlan', path: '/collection-plan', permission: 'collectionPlan' },
  { key: 'posCollection', path: '/pos-collection', permission: 'posCollection', writes: true },
  { key: 'posCollectionTransaction', path: '/pos-collection-transaction', permission: 'posCollection' },
  { key: 'paymentRequest', path: '/payment-request', permission: 'createPaymentLink', writes: true },
  { key: 'paymentList', path: '/payment-list', permission: 'createPaymentLink', writes: true },
  { key: 'firmTransactionList', path: '/firm-transaction-list', permission: 'firmTransaction' },
  { key: 'subfirmList', path: '/subfirm-list', permission: 'addSubFirm', writes: true, mainFirmOnly: true },
  { key: 'stocks', path: '/stocks', permission: 'stocks' },
  { key: 'dbsInvoices', path: '/dbs-invoices', permission: 'dbsInvoices' },
  { key: 'invoiceDiscount', path: '/invoice-discount', permission: 'invoiceDiscount' },
  { key: 'erpReport', path: '/erp-report', permission: 'erpReport' },
];

/** Whether the viewer may open the entry: its flag is granted (home always), and the page suits the viewer. */
export function mayOpen(
  entry: MenuEntry,
  flags: Record<PermissionKey, boolean>,
  viewer: Viewer = {},
): boolean {
  return (
    (entry.permission === null || flags[entry.permission]) &&
    !(viewer.isActing && entry.writes) &&
    !(viewer.isSubFirm && entry.mainFirmOnly)
  );
}

/** The entries the viewer may open; in a dealer's read-only view only the pages that read. */
export function visibleEntries(flags: Record<PermissionKey, boolean>, viewer: Viewer = {}): MenuEntry[] {
  return MENU.filter((entry) => mayOpen(entry, flags, viewer));
}
