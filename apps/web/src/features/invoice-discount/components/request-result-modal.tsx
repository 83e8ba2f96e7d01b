import type { DiscountRequestView } from '@tahsilat/domain';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.js';
import { formatDay } from '../../../lib/format.js';
import { decimalText } from '../discount-view.js';
import { DiscountTotals } from './discount-figures.js';

/** The request as the server wrote it: its number and its figures, which may differ from the preview. */
export function RequestResultModal({
  request,
  isChanged,
  onClose,
}: {
  request: DiscountRequestView | null;
  /** The server's figures differ from the preview the user saw (terms changed in between). */
  isChanged: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('discount');
  if (!request) {
    return null;
  }
  return (
    <Dialog
      title={t('result.title', { requestNo: request.requestNo })}
      closeLabel={t('common:dialog.close')}
      onClose={onClose}
      className="discount-result-dialog"
      footer={
        <div className="confirm-action-buttons">
          <Button type="primary" onClick={onClose}>
            {t('result.close')}
          </Button>
        </div>
      }
    >
      <div className="discount-result" data-testid="discount-result">
        <p>
          {t('result.text', {
            valueDate: formatDay(request.valueDate),
            rate: decimalText(request.annualRate, i18n.language),
          })}
        </p>
        {isChanged ? <Alert type="warning" showIcon message={t('result.changed')} /> : null}
        <DiscountTotals totals={request.totals} testId="discount-result-total" />
      </div>
    </Dialog>
  );
}
