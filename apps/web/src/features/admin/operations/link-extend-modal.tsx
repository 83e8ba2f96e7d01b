import type { PaymentRequestItem } from '@tahsilat/domain';
import { ExtendLinkModal } from '../../payment-links/components/extend-link-modal.js';
import { useLinkAction } from './api.js';

/** The link page's extend dialog over the console's route: a new last day, today to a year ahead. */
export function LinkExtendModal({ link, onClose }: { link: PaymentRequestItem | null; onClose: () => void }) {
  const action = useLinkAction();
  return (
    <ExtendLinkModal
      link={link}
      onClose={onClose}
      extender={{
        extend: async (id, validityDate) =>
          (await action.mutateAsync({ id, kind: 'extend', validityDate })).success,
        isPending: action.isPending,
      }}
    />
  );
}
