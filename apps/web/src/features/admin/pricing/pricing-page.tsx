import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.js';
import '../../../styles/admin-pricing.css';
import { PageTitle } from '../../shell/page-title.js';
import { usePricing } from './api.js';
import { RatesPanel } from './rates-panel.js';
import { SetsPanel } from './sets-panel.js';
import { SinglePaymentPanel } from './single-payment-panel.js';

/**
 * Payment sets and rates (issue 15 section 4): the USD and EUR rates the pay pages convert with (the tenant's own
 * over the central bank's), and the payment sets and methods they offer.
 */
export function PricingPage() {
  const { t } = useTranslation('adminpricing');
  const pricing = usePricing();
  return (
    <div className="admin-pricing-page">
      <PageTitle>{t('title')}</PageTitle>
      <p className="admin-lead">{t('lead')}</p>
      {pricing.isError ? (
        <LoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void pricing.refetch()} />
      ) : pricing.data ? (
        <>
          <RatesPanel rates={pricing.data.rates} />
          <SinglePaymentPanel />
          <SetsPanel sets={pricing.data.paymentSets} methods={pricing.data.paymentMethods} />
        </>
      ) : (
        <Spin className="link-cards-spin" />
      )}
    </div>
  );
}
