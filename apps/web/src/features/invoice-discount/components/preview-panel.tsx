import { SendOutlined } from '@ant-design/icons';
import type { DiscountPreviewView } from '@tahsilat/domain';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../../components/panel.js';
import { SelectionBar } from '../../../components/selection-bar.js';
import { translateMessage } from '../../../i18n/index.js';
import { DiscountLines, DiscountTotals } from './discount-figures.js';

/**
 * The server's preview of the chosen invoices and the button that asks for it. The button waits for a preview
 * of exactly the current choice, so what is shown is what was asked about.
 */
export function PreviewPanel({
  count,
  preview,
  refusal,
  isFetching,
  isCurrent,
  isCompact,
  isSubmitting,
  canRequest,
  onClear,
  onSubmit,
}: {
  count: number;
  preview: DiscountPreviewView | null;
  refusal: string | null;
  isFetching: boolean;
  /** Whether `preview` (or `refusal`) answers the current choice and value date. */
  isCurrent: boolean;
  isCompact: boolean;
  isSubmitting: boolean;
  canRequest: boolean;
  onClear: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('discount');
  const disabledReason = !canRequest
    ? t('readOnly')
    : refusal && isCurrent
      ? translateMessage(refusal)
      : !isCurrent || !preview || isSubmitting
        ? t('waitPreview')
        : null;
  return (
    <section
      className="surface discount-preview"
      aria-labelledby="discount-preview-heading"
      aria-busy={isFetching}
    >
      <h2 id="discount-preview-heading" className="discount-heading">
        {t('preview.heading')}
      </h2>
      {count === 0 ? (
        <EmptyNote>{t('preview.hint')}</EmptyNote>
      ) : (
        <>
          <SelectionBar
            summary={t('selected', { count })}
            clearLabel={t('clearSelection')}
            onClear={onClear}
            action={{ label: t('submit'), icon: <SendOutlined />, disabledReason, onClick: onSubmit }}
          />
          {refusal && isCurrent ? (
            <Alert type="warning" showIcon message={translateMessage(refusal)} />
          ) : null}
          {preview ? (
            <div className={isCurrent ? undefined : 'discount-stale'} data-testid="discount-preview">
              <DiscountTotals totals={preview.totals} testId="discount-total" />
              <DiscountLines lines={preview.lines} label={t('preview.lines')} isCompact={isCompact} />
              <p className="discount-note">{t('preview.note')}</p>
            </div>
          ) : refusal ? null : (
            <Skeleton active title={false} paragraph={{ rows: 3 }} />
          )}
        </>
      )}
    </section>
  );
}
