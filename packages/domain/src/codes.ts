/**
 * The fixed code lists and limits the screens offer in their filters and fields (currencies, document types,
 * plan scopes, link statuses, page sizes, a link's payment count), without zod: a list page can show its filters without loading the schemas. The
 * schemas build their enums from these.
 */

export const CURRENCY_CODES = ['TRY', 'USD', 'EUR'] as const;

/** The ERP's movement kinds as the statement names them (DOCUMENT_TYPE_LABELS). */
export const MOVEMENT_DOCUMENT_TYPES = [
  'opening',
  'invoice',
  'return',
  'payment',
  'transfer',
  'card',
  'cheque',
  'note',
  'debit_note',
  'credit_note',
  'other',
] as const;

/**
 * Açık (nothing paid, not due), Kısmi (part paid, not due), Vadesi geçti (open and past due), Kapandı (paid),
 * and 'Ödeme alındı, ERP onayı bekleniyor' (paid by card here, the ERP has not closed it yet).
 */
export const PLAN_LINE_STATUSES = ['open', 'partial', 'overdue', 'closed', 'paid_pending'] as const;

/** Which lines: still open (default), only the overdue ones, or every line with the closed ones too. */
export const PLAN_SCOPES = ['open', 'overdue', 'all'] as const;

export const PAYMENT_REQUEST_STATUSES = ['waiting', 'paid', 'expired', 'cancelled'] as const;
export const PAYMENT_REQUEST_SORTS = ['createdAt', 'amount', 'validityDate'] as const;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
/** The collection plan's pages: a plan of hundreds of lines is read a page at a time, its totals over every line. */
export const COLLECTION_PLAN_PAGE_SIZES = [50, 100, 200] as const;

/** The most payments a multi-use link may take. */
export const MAX_LINK_PAYMENTS = 1000;

/**
 * A card payment as the collection history names it: Başarılı, Başarısız, Beklemede (at the bank's 3-D page or
 * being authorised), İade edildi, Kısmi iade, İptal edildi.
 */
export const COLLECTION_HISTORY_STATUSES = [
  'success',
  'failed',
  'pending',
  'refunded',
  'partially_refunded',
  'voided',
] as const;

/** Where a card payment came from: the portal, a payment link, the pay-without-login page, a shop's params link. */
export const COLLECTION_CHANNELS = ['portal', 'link', 'pay_without_login', 'params'] as const;

/** The ERP's side of a collection: posted (with its document no), waiting, or refused. */
export const COLLECTION_ERP_STATES = ['posted', 'waiting', 'error'] as const;
