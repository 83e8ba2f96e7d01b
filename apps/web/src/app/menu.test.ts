import { PERMISSION_KEYS, type PermissionKey } from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import { MENU, visibleEntries } from './menu.js';

const flags = (granted: PermissionKey[]) =>
  Object.fromEntries(PERMISSION_KEYS.map((key) => [key, granted.includes(key)])) as Record<
    PermissionKey,
    boolean
  >;

describe('menu', () => {
  it('has the 13 entries of SPEC 2', () => {
    expect(MENU.map((e) => e.path)).toEqual([
      '/home',
      '/payment-plan',
      '/collection-plan',
      '/pos-collection',
      '/pos-collection-transaction',
      '/payment-request',
      '/payment-list',
      '/firm-transaction-list',
      '/subfirm-list',
      '/stocks',
      '/dbs-invoices',
      '/invoice-discount',
      '/erp-report',
    ]);
  });

  it('shows every entry to a user with every flag', () => {
    expect(visibleEntries(flags([...PERMISSION_KEYS]))).toHaveLength(13);
  });

  it("shows the sub-firm user only home and its two flags' pages", () => {
    expect(visibleEntries(flags(['posCollection', 'firmTransaction'])).map((e) => e.path)).toEqual([
      '/home',
      '/pos-collection',
      '/pos-collection-transaction',
      '/firm-transaction-list',
    ]);
  });

  it("offers only the reading pages in a dealer's read-only view", () => {
    const acting = flags(['paymentPlan', 'collectionPlan', 'posCollection', 'firmTransaction', 'addSubFirm']);
    expect(visibleEntries(acting, { isActing: true, isSubFirm: true }).map((e) => e.path)).toEqual([
      '/home',
      '/payment-plan',
      '/collection-plan',
      '/pos-collection-transaction',
      '/firm-transaction-list',
    ]);
  });

  it('never shows the sub-dealer page to a sub-firm user', () => {
    expect(visibleEntries(flags(['addSubFirm']), { isSubFirm: true }).map((e) => e.path)).toEqual(['/home']);
    expect(visibleEntries(flags(['addSubFirm'])).map((e) => e.path)).toEqual(['/home', '/subfirm-list']);
  });
});
