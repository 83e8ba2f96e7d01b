import type { ErpReportKind } from '@tahsilat/domain';
import { useTranslation } from 'react-i18next';
import { REPORT_KEYS } from '../erp-report-query.js';

/**
 * The four reports as a radio group of cards (arrow keys move between them): title and description on a wide
 * screen; on a phone the titles in two columns and the chosen one's description under them.
 */
export function ReportPicker({
  value,
  onChange,
}: {
  value: ErpReportKind;
  onChange: (key: ErpReportKind) => void;
}) {
  const { t } = useTranslation('erpreport');
  return (
    <fieldset className="erp-picker">
      <legend className="sr-only">{t('picker')}</legend>
      <div className="erp-picker-options">
        {REPORT_KEYS.map((key) => (
          <label key={key} className={`erp-picker-option${key === value ? ' erp-picker-chosen' : ''}`}>
            <input
              type="radio"
              name="erp-report"
              value={key}
              checked={key === value}
              onChange={() => onChange(key)}
              aria-describedby={`erp-report-${key}-description`}
            />
            <span className="erp-picker-title">{t(`reports.${key}.title`)}</span>
            <span id={`erp-report-${key}-description`} className="erp-picker-description">
              {t(`reports.${key}.description`)}
            </span>
          </label>
        ))}
      </div>
      <p className="erp-picker-chosen-description" aria-hidden>
        {t(`reports.${value}.description`)}
      </p>
    </fieldset>
  );
}
