import type { PaymentPlanPage, PaymentPlanQuery } from '@tahsilat/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { downloadFile } from '../../lib/download.js';
import { required } from '../../lib/required.js';

/** One page of the plan; the previous one stays on screen while the next loads. */
export function usePaymentPlan(query: PaymentPlanQuery) {
  return useQuery({
    queryKey: ['paymentPlan', query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      required(api.get<PaymentPlanPage>('/FirmReport/PaymentPlan', { ...query }, { signal })),
  });
}

export function downloadPlanExcel(query: PaymentPlanQuery, fallbackName: string): Promise<boolean> {
  return downloadFile('/FirmReport/PaymentPlanExcel', { ...query }, fallbackName);
}
