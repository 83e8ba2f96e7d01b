import type { CreatePaymentRequest, PaymentRequestItem } from '@tahsilat/domain';
import { Button, Card, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../styles/links.css';
import '../../styles/link-create.css';
import { useCreateOptions } from './api.js';
import { CreateLinkForm } from './components/create-link-form.js';
import { LinkResult } from './components/link-result.js';
import { LinksPageHead } from './components/links-page-head.js';

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
      <LinksPageHead title={t('create.title')} subtitle={t('create.subtitle')} />
      {options.isPending ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : options.isError || !options.data ? (
        <Card>
          <Result
            status="warning"
            title={t('create.loadFailed')}
            extra={
              <Button type="primary" onClick={() => void options.refetch()}>
                {t('list.retry')}
              </Button>
            }
          />
        </Card>
      ) : created ? (
        <LinkResult
          item={created.item}
          sentTo={created.sentTo}
          smsEnabled={options.data.smsEnabled}
          onNew={() => setCreated(null)}
        />
      ) : (
        <CreateLinkForm options={options.data} onCreated={handleCreated} />
      )}
    </div>
  );
}
