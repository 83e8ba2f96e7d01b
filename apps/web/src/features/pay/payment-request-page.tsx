import type { PublicPaymentRequest } from '@tahsilat/domain';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePaymentRequest, useRequestSetup } from './api.js';
import { PayForm } from './pay-form.js';
import { formatMoney, isoToDotted } from './pay-format.js';
import {
  PayLayout,
  PayLoadFailed,
  PayNoProvider,
  PaySkeleton,
  rememberLanguageChoice,
  usePayLanguage,
} from './pay-layout.js';
import '../../styles/pay.css';

/**
 * /paymentPage?d=<code> (SPEC 2, 4): a firm's payment link. Paid → the success message; past its validity
 * date → the expired message; cancelled → its message; otherwise the payment form with the link's amount.
 */
export function PaymentRequestPage() {
  const { t } = useTranslation('pay');
  const [search] = useSearchParams();
  const code = search.get('d');
  const request = usePaymentRequest(code);
  const link = request.data ?? null;
  const setup = useRequestSetup(link);
  usePayLanguage(link?.language ?? null);

  const formReady = Boolean(link && link.status === 'waiting' && setup.data);
  const [showForm, setShowForm] = useState(false);
  useEffect(() => {
    if (formReady && !showForm) {
      startTransition(() => setShowForm(true));
    }
  }, [formReady, showForm]);

  const tenantName = link?.tenantName;
  useEffect(() => {
    document.title = tenantName ? `${t('request.title')} · ${tenantName}` : t('request.title');
  }, [tenantName, t]);

  let content: ReactNode;
  if (!code) {
    content = <Closed tone="error" title={t('request.notFound')} />;
  } else if (request.isPending) {
    content = <PaySkeleton label={t('loading')} />;
  } else if (!link) {
    content = <Closed tone="error" title={t('request.notFound')} />;
  } else if (link.status === 'paid') {
    content = (
      <Closed tone="success" title={t('request.paid')} testId="request-paid">
        <RequestFacts link={link} />
      </Closed>
    );
  } else if (link.status === 'expired') {
    content = (
      <Closed tone="error" title={t('request.expired')} testId="request-expired">
        <RequestFacts link={link} />
      </Closed>
    );
  } else if (link.status === 'cancelled') {
    content = <Closed tone="error" title={t('request.cancelled')} testId="request-cancelled" />;
  } else if (link.providers.length === 0) {
    content = <PayNoProvider />;
  } else if (setup.isError) {
    content = <PayLoadFailed onRetry={() => void setup.refetch()} />;
  } else if (showForm && setup.data && code) {
    content = <PayForm setup={setup.data} target={{ kind: 'request', request: link, code }} />;
  } else {
    content = <PaySkeleton label={t('loading')} />;
  }

  return (
    <PayLayout
      branding={
        link
          ? {
              name: link.tenantName,
              logoUrl: link.tenantLogoUrl,
              phoneNumber: link.tenant.phoneNumber,
              address: link.tenant.address,
            }
          : null
      }
      providers={link?.providers ?? []}
      onLanguageChosen={rememberLanguageChoice}
      backTo={null}
    >
      <div className="pay-intro">
        <h1 className="pay-title">{t('request.title')}</h1>
        {link?.status === 'waiting' ? (
          <p className="pay-subtitle">{t('request.subtitle', { firm: link.firmName || link.tenantName })}</p>
        ) : null}
      </div>
      {content}
    </PayLayout>
  );
}

/** A link that takes no payment: what happened, and what was asked. */
function Closed({
  tone,
  title,
  testId,
  children,
}: {
  tone: 'success' | 'error';
  title: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <section className={`pay-closed pay-closed-${tone}`} role="status" data-testid={testId}>
      <div className="pay-closed-icon" aria-hidden="true">
        {tone === 'success' ? '✓' : '!'}
      </div>
      <h2 className="pay-closed-title">{title}</h2>
      {children}
    </section>
  );
}

function RequestFacts({ link }: { link: PublicPaymentRequest }) {
  const { t } = useTranslation('pay');
  return (
    <dl className="summary-list pay-closed-facts">
      <div>
        <dt>{t('fields.paymentRecipient')}</dt>
        <dd>{link.firmName ? `${link.tenantName} · ${link.firmName}` : link.tenantName}</dd>
      </div>
      <div>
        <dt>{t('fields.amount')}</dt>
        <dd>{formatMoney(link.amount, link.currencyCode)}</dd>
      </div>
      <div>
        <dt>{t('fields.description')}</dt>
        <dd>{link.description}</dd>
      </div>
      <div>
        <dt>{t('reference')}</dt>
        <dd>{link.referenceNumber}</dd>
      </div>
      {link.paidAt ? (
        <div>
          <dt>{t('request.paidAt')}</dt>
          <dd>{new Date(link.paidAt).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' })}</dd>
        </div>
      ) : (
        <div>
          <dt>{t('request.validityDate')}</dt>
          <dd>{isoToDotted(link.validityDate)}</dd>
        </div>
      )}
    </dl>
  );
}
