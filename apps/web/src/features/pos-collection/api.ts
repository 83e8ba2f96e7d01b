import type { PosCollectionDueItems, PosCollectionSetup, PublicTenant } from '@tahsilat/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { required } from '../../lib/required.js';
import type { PaymentMethod, PaySetup } from '../pay/api.js';

/** The signed-in payment form's setup (the session's tenant) and the firms the user may pay for. */
export interface PortalSetup {
  pay: PaySetup;
  firms: PosCollectionSetup['firms'];
}

export function usePortalSetup() {
  return useQuery({
    queryKey: ['posCollection', 'setup'],
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<PortalSetup> => {
      const setup = await required(api.get<PosCollectionSetup>('/PosCollection/Setup'));
      const [tenant, paymentMethods] = await Promise.all([
        required(api.get<PublicTenant>(`/FirmAuth/GetTenantById/${setup.tenantId}`)),
        required(
          api.get<PaymentMethod[]>('/PayWithoutLogin/GetPaymentMethods', { tenantId: setup.tenantId }),
        ),
      ]);
      return {
        pay: {
          tenantId: setup.tenantId,
          tenantEmail: null,
          // The portal's calls carry the session; the tenant's id only keys the cached options.
          tenantPaymentGuid: setup.tenantId,
          tenant,
          screen: setup.screen,
          providers: setup.providers,
          currencies: setup.currencies,
          paymentMethods,
        },
        firms: setup.firms,
      };
    },
  });
}

/** The payment plan lines a prefilled payment names, and what they leave open together. */
export function useDueItems(firmId: string | undefined, items: readonly string[]) {
  return useQuery({
    queryKey: ['posCollection', 'dueItems', firmId ?? '', items.join(',')],
    enabled: items.length > 0,
    staleTime: 0,
    queryFn: () =>
      required(api.get<PosCollectionDueItems>('/PosCollection/DueItems', { firmId, items: items.join(',') })),
  });
}
