import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.js';
import '../../../styles/admin-discount-terms.css';
import { PageTitle } from '../../shell/page-title.js';
import { useDiscountTerms } from './api.js';
import { FirmRatesPanel } from './firm-rates-panel.js';
import { TermsFormPanel } from './terms-form-panel.js';

/**
 * Invoice-discount terms (issue 15 section 1): what the firms' /invoice-discount page works out with, an example
 * worked out as the firm page would, and the rates agreed with single firms. Requests keep the terms they were
 * made with; stopping only stops new ones.
 */
export function DiscountTermsPage() {
  const { t } = useTranslation('admin');
  const terms = useDiscountTerms();
  return (
    <div className="admin-discount-terms-page">
      <PageTitle>{t('discountTerms.title')}</PageTitle>
      <p className="admin-lead">{t('discountTerms.lead')}</p>
      {terms.isError ? (
        <LoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void terms.refetch()} />
      ) : terms.data ? (
        <>
          {terms.data.settings ? null : (
            <Alert
              type="warning"
              showIcon
              className="admin-terms-off"
              title={t('discountTerms.notOffered.title')}
              description={t('discountTerms.notOffered.text')}
            />
          )}
          <TermsFormPanel key={terms.data.updatedAt ?? 'none'} terms={terms.data} />
          <FirmRatesPanel rates={terms.data.firms} />
        </>
      ) : (
        <Spin className="link-cards-spin" />
      )}
    </div>
  );
}
