import type { ScreenSettings } from '@tahsilat/domain';
import { useTranslation } from 'react-i18next';

/**
 * A sketch of the payment form with these settings: the fields and choices a payer will meet, in the form's order.
 * It changes as the switches do, before anything is saved.
 */
export function ScreenPreview({ settings }: { settings: ScreenSettings }) {
  const { t } = useTranslation('admin');
  const currencies = [
    'TL',
    ...(settings.b2BViewUsdOnCurrencyDropDown ? ['USD'] : []),
    ...(settings.b2BViewEuroOnCurrencyDropDown ? ['EUR'] : []),
  ];
  const fields = [
    settings.b2BCustomerInformationVisibility ? t('screens.preview.customer') : null,
    settings.b2BMobilePhoneVisibility ? t('screens.preview.mobile') : null,
    settings.b2BTcknVisibility ? t('screens.preview.tckn') : null,
    t('screens.preview.amount'),
    t('screens.preview.card'),
  ].filter((field): field is string => field !== null);
  return (
    <figure className="screen-preview" aria-label={t('screens.preview.label')}>
      <ul>
        {fields.map((field) => (
          <li key={field} className="screen-preview-field">
            <span>{field}</span>
            <span className="screen-preview-input" aria-hidden="true" />
          </li>
        ))}
        <li className="screen-preview-field">
          <span>{t('screens.preview.currency')}</span>
          <span className="screen-preview-chips">{currencies.join(' · ')}</span>
        </li>
        <li className="screen-preview-field">
          <span>{t('screens.preview.options')}</span>
          <span className="admin-muted">
            {settings.b2BHideCommissionRateInfo
              ? t('screens.preview.noRates')
              : t('screens.preview.withRates')}
          </span>
        </li>
        {settings.b2BShowCampaignButton ? (
          <li>
            <span className="screen-preview-button">{t('screens.preview.campaigns')}</span>
          </li>
        ) : null}
      </ul>
      <figcaption className="admin-muted">{t('screens.preview.caption')}</figcaption>
    </figure>
  );
}
