import type { SubFirmRow } from '@tahsilat/domain';

export type SubFirmAction = 'open' | 'users' | 'actAs' | 'activate' | 'deactivate';

/** What a row offers: open and users always; the dealer view for an active firm; the status switch. */
export function actionsFor(row: Pick<SubFirmRow, 'status' | 'passiveReason'>): SubFirmAction[] {
  if (row.status === 'active') {
    return ['open', 'users', 'actAs', 'deactivate'];
  }
  // A firm the ERP switched off stays off until the ERP switches it on.
  return row.passiveReason === 'erp' ? ['open', 'users'] : ['open', 'users', 'activate'];
}
