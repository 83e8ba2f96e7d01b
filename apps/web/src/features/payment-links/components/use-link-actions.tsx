import type { PaymentRequestItem } from '@tahsilat/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConfirmFact, useConfirmAction } from '../../../components/confirm-action.js';
import { formatDay, formatMoney } from '../../../lib/format.js';
import { notifier } from '../../../lib/notify.js';
import { useCancelLink, useCapturePreAuth, useReleasePreAuth } from '../api.js';
import { copyText } from '../clipboard.js';
import type { LinkAction } from '../link-actions.js';
import type { SendTarget } from './send-link-modal.js';

// The dialogs (and the form and schemas they validate with) load when a row first opens one.
const SendLinkModal = lazy(async () => ({ default: (await import('./send-link-modal.js')).SendLinkModal }));
const ExtendLinkModal = lazy(async () => ({
  default: (await import('./extend-link-modal.js')).FirmExtendLinkModal,
}));

/** Runs a row's action: copies at once, asks in a dialog, or confirms first; the list refreshes after. */
export function useLinkActions() {
  const { t } = useTranslation('links');
  const { confirm: confirmAction, holder: confirmHolder } = useConfirmAction();
  const cancel = useCancelLink();
  const capture = useCapturePreAuth();
  const release = useReleasePreAuth();
  const [sendTarget, setSendTarget] = useState<SendTarget | null>(null);
  const [extendTarget, setExtendTarget] = useState<PaymentRequestItem | null>(null);

  /** The link in the dialog's summary: reference, customer, amount and last day. */
  const factsOf = (item: PaymentRequestItem): ConfirmFact[] => [
    { label: t('confirm.reference'), value: item.referenceNumber },
    { label: t('confirm.customer'), value: item.customerName ?? item.customerEmail ?? item.customerPhone },
    { label: t('confirm.amount'), value: formatMoney(item.paidAmount ?? item.amount, item.currencyCode) },
    { label: t('confirm.validityDate'), value: formatDay(item.validityDate) },
  ];

  const confirm = (
    item: PaymentRequestItem,
    texts: { title: string; content: string; ok: string; done: string },
    mutation: typeof cancel,
    isDanger = false,
  ) => {
    confirmAction({
      title: texts.title,
      facts: factsOf(item),
      effects: [texts.content],
      // Cancelling a link and releasing a hold cannot be taken back; a capture takes the money it was set up for.
      isIrreversible: isDanger,
      okText: texts.ok,
      isDanger,
      onConfirm: async () => {
        const result = await mutation.mutateAsync({ id: item.id });
        if (result.success) {
          notifier.show('success', texts.done);
        }
      },
    });
  };

  const run = async (action: LinkAction, item: PaymentRequestItem) => {
    switch (action) {
      case 'copy': {
        const isCopied = await copyText(item.link);
        notifier.show(isCopied ? 'success' : 'error', t(isCopied ? 'result.copied' : 'result.copyFailed'));
        return;
      }
      case 'sendEmail':
      case 'sendSms':
        setSendTarget({ link: item, channel: action === 'sendEmail' ? 'email' : 'sms' });
        return;
      case 'extend':
        setExtendTarget(item);
        return;
      case 'cancel':
        confirm(
          item,
          {
            title: t('confirm.cancelTitle'),
            content: t('confirm.cancelEffect'),
            ok: t('actions.cancel'),
            done: t('notices.cancelled'),
          },
          cancel,
          true,
        );
        return;
      case 'capture':
        confirm(
          item,
          {
            title: t('confirm.captureTitle'),
            content: t('confirm.captureText', {
              amount: formatMoney(item.paidAmount ?? item.amount, item.currencyCode),
            }),
            ok: t('actions.capture'),
            done: t('notices.captured'),
          },
          capture,
        );
        return;
      case 'release':
        confirm(
          item,
          {
            title: t('confirm.releaseTitle'),
            content: t('confirm.releaseText'),
            ok: t('actions.release'),
            done: t('notices.released'),
          },
          release,
          true,
        );
        return;
    }
  };

  const modals = (
    <Suspense fallback={null}>
      {confirmHolder}
      {sendTarget ? <SendLinkModal target={sendTarget} onClose={() => setSendTarget(null)} /> : null}
      {extendTarget ? <ExtendLinkModal link={extendTarget} onClose={() => setExtendTarget(null)} /> : null}
    </Suspense>
  );
  return { run: (action: LinkAction, item: PaymentRequestItem) => void run(action, item), modals };
}
