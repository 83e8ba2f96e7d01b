import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../components/panel.js';
import { useTransferInstructions } from './api.js';

/** The details (copy buttons, IBANs, their styles) load when first shown: a closed disclosure costs a page nothing. */
const TransferDetails = lazy(async () => ({
  default: (await import('./transfer-details.js')).TransferDetails,
}));

/**
 * "Havale/EFT ile öde": how to pay the tenant by transfer, with the firm's own reference code for the description,
 * so the transfer is matched to the firm without anyone's help. On the home page a panel; on the payment plan and
 * the statement a disclosure that opens on demand. Nothing is shown while the tenant has no account for dealers.
 */
export function TransferPanel({ variant }: { variant: 'panel' | 'disclosure' }) {
  const { t } = useTranslation();
  const instructions = useTransferInstructions();
  const [isOpen, setOpen] = useState(false);
  const data = instructions.data;
  if (!data || data.accounts.length === 0) {
    return null;
  }
  const details = (
    <Suspense fallback={<div className="transfer-loading" />}>
      <TransferDetails instructions={data} />
    </Suspense>
  );
  if (variant === 'panel') {
    return (
      <Panel title={t('transfer.title')} className="transfer-panel">
        {details}
      </Panel>
    );
  }
  return (
    <details className="transfer-disclosure surface" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('transfer.title')}</summary>
      {isOpen ? details : null}
    </details>
  );
}
