import { type ReactNode, startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { translateMessage } from '../../i18n/index.js';
import { useLoginEndpoints } from '../auth/api.js';
import { type ParamTokensInput, useCommissionOptions, useDecryptedParams, usePaySetup } from './api.js';
import { PayForm } from './pay-form.js';
import {
  type PayBranding,
  PayLayout,
  PayLoadFailed,
  PayNoProvider,
  PayNotice,
  PaySkeleton,
  rememberLanguageChoice,
  usePayLanguage,
} from './pay-layout.js';
import type { ShopLink } from './pay-target.js';
import '../../styles/pay.css';

/**
 * /pay-without-login/:amount?/:firmbranchNumber?/:referenceNumber?/:callbackUrl? (SPEC 2): the tenant
 * comes from the page's address; the optional path parameters are a shop's encrypted link.
 */
export function PayWithoutLoginPage() {
  const { t } = useTranslation('pay');
  const path = useParams();
  const login = useLoginEndpoints();
  const setup = usePaySetup(login.data);
  const guid = login.data?.tenantPaymentGuid ?? null;

  const tokens = useMemo<ParamTokensInput | null>(() => {
    const { amount, firmbranchNumber, referenceNumber, callbackUrl } = path;
    return amount || firmbranchNumber || referenceNumber || callbackUrl
      ? { amount, firmbranchNumber, referenceNumber, callbackUrl }
      : null;
  }, [path]);
  const decrypted = useDecryptedParams(guid, tokens);
  // The options are asked for beside the rest of the setup, not after the form has drawn.
  useCommissionOptions('open', tokens ? null : guid, null, null);

  // The form is a large first render: drawn as a transition, React can pause it for the browser.
  const formReady = Boolean(setup.data && setup.data.providers.length > 0 && (!tokens || decrypted.data));
  const [showForm, setShowForm] = useState(false);
  useEffect(() => {
    if (formReady && !showForm) {
      startTransition(() => setShowForm(true));
    }
  }, [formReady, showForm]);

  const tenant = setup.data?.tenant;
  usePayLanguage(tenant ? (tenant.b2BPayWithLinkDefaultLanguageOption === 1 ? 'en' : 'tr') : null);
  const pageTitle = login.data?.pageTitle;
  useEffect(() => {
    document.title = pageTitle ? `${t('title')} · ${pageTitle}` : t('title');
  }, [pageTitle, t]);

  const branding: PayBranding | null = login.data
    ? {
        name: tenant?.name ?? login.data.pageTitle,
        logoUrl: login.data.logoUrl,
        phoneNumber: tenant?.phoneNumber ?? null,
        address: tenant?.address ?? null,
      }
    : null;
  const providers = setup.data?.providers ?? [];

  let content: ReactNode;
  if (login.isPending || (guid && setup.isPending) || (tokens && guid && decrypted.isPending)) {
    content = <PaySkeleton label={t('loading')} />;
  } else if (!login.data || !guid) {
    content = (
      <PayNotice tone="info">
        <p>{t('notAllowed')}</p>
        <Link to="/signin" className="link">
          {t('back')}
        </Link>
      </PayNotice>
    );
  } else if (setup.isError || !setup.data) {
    content = <PayLoadFailed onRetry={() => void setup.refetch()} />;
  } else if (setup.data.providers.length === 0) {
    content = <PayNoProvider />;
  } else if (tokens && (decrypted.isError || !decrypted.data)) {
    content = (
      <PayNotice tone="error">
        <p data-testid="params-error">{translateMessage(decrypted.error?.message ?? '')}</p>
      </PayNotice>
    );
  } else {
    const data = decrypted.data;
    const link: ShopLink | null =
      tokens && data
        ? {
            tokens: {
              amount: tokens.amount ?? '',
              referenceNumber: tokens.referenceNumber ?? '',
              ...(tokens.firmbranchNumber ? { firmbranchNumber: tokens.firmbranchNumber } : {}),
              ...(tokens.callbackUrl ? { callbackUrl: tokens.callbackUrl } : {}),
            },
            amount: data.isAmountOpen ? null : data.amount,
            currency: data.currencyCode,
            referenceNumber: data.referenceNumber,
            callbackUrl: data.callbackUrl,
            firm: data.firm,
          }
        : null;
    content = showForm ? (
      <PayForm setup={setup.data} target={{ kind: 'open', link }} />
    ) : (
      <PaySkeleton label={t('loading')} />
    );
  }

  return (
    <PayLayout branding={branding} providers={providers} onLanguageChosen={rememberLanguageChoice}>
      <div className="pay-intro">
        <h1 className="pay-title">{t('title')}</h1>
        <p className="pay-subtitle">{t('subtitle')}</p>
      </div>
      {content}
    </PayLayout>
  );
}
