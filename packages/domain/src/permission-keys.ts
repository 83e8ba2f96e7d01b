/** Permission flags of a user in a tenant (SPEC 3 login answer, SPEC 6); free of zod for the first screen. */
export const PERMISSION_KEYS = [
  'paymentPlan',
  'collectionPlan',
  'posCollection',
  'stocks',
  'dbsInvoices',
  'invoiceDiscount',
  'erpReport',
  'createPaymentLink',
  'addSubFirm',
  'firmTransaction',
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];
