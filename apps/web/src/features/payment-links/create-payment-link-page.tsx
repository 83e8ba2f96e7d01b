import type { CreatePaymentRequest, PaymentRequestItem } from '@tahsilat/domain';
import { Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../styles/links.css';
import '../../styles/link-create.css';
import { LoadFailed } from '../../components/load-failed.js';
import { PageHead } from '../../components/page-head.js';
import { useCreateOptions } from './api.js';
import { CreateLinkForm } from './components/create-link-form.js';

/** Shown once a link is made: its QR code, share and send widgets load then. */
const LinkResult = lazy(async () => ({ default: (await import('./components/link-result.js')).LinkResult }));

interface Created {
  item: PaymentRequestItem;
  sentTo: string[];
}

/** /payment-request: the form that makes a payment link, then the link with its QR code. */
export function CreatePaymentLinkPage() {
  const { t } = useTranslation('links');
  const options = useCreateOptions();
  const [created, setCreated] = useState<Created | null>(null);

  const handleCreated = (item: PaymentRequestItem, request: CreatePaymentRequest) => {
    const sentTo = [
      request.sendEmail ? item.customerEmail : null,
      request.sendSms ? item.customerPhone : null,
    ].filter((to): to is string => Boolean(to));
    setCreated({ item, sentTo });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="links-page">
      <PageHead title={t('create.title')} subtitle={t('create.subtitle')} />
      {options.isPending ? (
        <section className="surface">
          <Skeleton active paragraph={{ rows: 8 }} />
        </section>
      ) : options.isError || !options.data ? (
        <section className="surface">
          <LoadFailed
            title={t('create.loadFailed')}
            retryLabel={t('list.retry')}
            onRetry={() => void options.refetch()}
          />
        </section>
      ) : created ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <LinkResult
            item={created.item}
            sentTo={created.sentTo}
            smsEnabled={options.data.smsEnabled}
            onNew={() => setCreated(null)}
          />
        </Suspense>
      ) : (
        <CreateLinkForm options={options.data} onCreated={handleCreated} />
      )}
    </div>
  );
}
