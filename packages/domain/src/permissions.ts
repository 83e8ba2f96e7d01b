import { z } from 'zod';

export { PERMISSION_KEYS, type PermissionKey } from './permission-keys.js';

export const PermissionFlags = z.object({
  paymentPlan: z.boolean(),
  collectionPlan: z.boolean(),
  posCollection: z.boolean(),
  stocks: z.boolean(),
  dbsInvoices: z.boolean(),
  invoiceDiscount: z.boolean(),
  erpReport: z.boolean(),
  createPaymentLink: z.boolean(),
  addSubFirm: z.boolean(),
  firmTransaction: z.boolean(),
});

export type PermissionFlags = z.infer<typeof PermissionFlags>;
