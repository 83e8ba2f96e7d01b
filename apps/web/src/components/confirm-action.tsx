import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.js';

/** One line of the summary: what the action touches ("Tutar": "1.250,00 ₺"). */
export interface ConfirmFact {
  label: string;
  value: ReactNode;
}

export interface ConfirmActionOptions {
  /** The question, naming the thing: "Kart işlemi iptal edilsin mi?". */
  title: string;
  /** What the action touches: amount, card, person, key… Empty values are left out. */
  facts?: readonly ConfirmFact[];
  /** What happens, one sentence each, in the order it happens. */
  effects?: readonly string[];
  /** Adds "Bu işlem geri alınamaz." under the effects. */
  isIrreversible?: boolean;
  /** The confirm button, named by the action ("İptal et", "Pasife al"), never a bare "Tamam". */
  okText: string;
  /** Red confirm button and warning icon; true unless the action only adds or restores. */
  isDanger?: boolean;
  /** Runs on confirm; the dialog shows a spinner until it settles and stays open if it throws. */
  onConfirm: () => unknown;
}

/** The dialog's body: the facts as a definition list, then the effects and "cannot be undone". */
export function ConfirmSummary({
  facts = [],
  effects = [],
  irreversibleText,
}: {
  facts?: readonly ConfirmFact[];
  effects?: readonly string[];
  irreversibleText?: string;
}) {
  const shown = facts.filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '');
  return (
    <div className="confirm-action-body" data-testid="confirm-summary">
      {shown.length > 0 ? (
        <dl className="confirm-action-facts">
          {shown.map((fact) => (
            <div key={fact.label} className="confirm-action-fact">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {effects.map((effect) => (
        <p key={effect} className="confirm-action-effect">
          {effect}
        </p>
      ))}
      {irreversibleText ? <p className="confirm-action-final">{irreversibleText}</p> : null}
    </div>
  );
}

/**
 * The one confirmation of an irreversible action (void, refund, cancelling a link, revoking a key, switching a
 * person, dealer or bank off, sending reminders): a modal that says exactly what will happen, with the confirm
 * button named by the action, red, and the focus on "Vazgeç". Render `holder` once in the component's tree.
 */
export function useConfirmAction(): {
  confirm: (options: ConfirmActionOptions) => void;
  holder: ReactElement | null;
} {
  const [asked, setAsked] = useState<ConfirmActionOptions | null>(null);
  const holder = asked ? <ConfirmDialog options={asked} onClose={() => setAsked(null)} /> : null;
  return { confirm: setAsked, holder };
}

function ConfirmDialog({ options, onClose }: { options: ConfirmActionOptions; onClose: () => void }) {
  const { t } = useTranslation('common');
  const [isBusy, setBusy] = useState(false);
  const dismiss = useRef<HTMLButtonElement>(null);
  const isDanger = options.isDanger ?? true;
  useEffect(() => {
    // After the dialog's own effect has opened it (children's effects run first) and focused its first button.
    dismiss.current?.focus();
  }, []);
  const accept = async () => {
    setBusy(true);
    try {
      await options.onConfirm();
      onClose();
    } catch {
      // The action said why (its own message); the question stays open to try again or step back.
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={options.title}
      icon={isDanger ? <ExclamationCircleFilled className="confirm-action-icon" aria-hidden /> : null}
      closeLabel={t('dialog.close')}
      onClose={() => {
        if (!isBusy) {
          onClose();
        }
      }}
      className="confirm-action"
      footer={
        <div className="confirm-action-buttons">
          <Button ref={dismiss} onClick={onClose} disabled={isBusy}>
            {t('confirm.dismiss')}
          </Button>
          <Button type="primary" danger={isDanger} loading={isBusy} onClick={() => void accept()}>
            {options.okText}
          </Button>
        </div>
      }
    >
      <ConfirmSummary
        facts={options.facts}
        effects={options.effects}
        irreversibleText={options.isIrreversible ? t('confirm.irreversible') : undefined}
      />
    </Dialog>
  );
}
