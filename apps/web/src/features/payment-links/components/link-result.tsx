import {
  ArrowRightOutlined,
  CheckCircleFilled,
  MailOutlined,
  MessageOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { PaymentRequestItem } from '@tahsilat/domain';
import { Button, Card, Descriptions, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDay, formatMoney } from '../../../lib/format.js';
import { CopyLinkField } from './copy-link-field.js';
import { LinkQrCode } from './link-qr-code.js';
import { type SendChannel, SendLinkModal } from './send-link-modal.js';

/** After creating: the link to copy, its QR code, sending, and the way on. */
export function LinkResult({
  item,
  smsEnabled,
  sentTo,
  onNew,
}: {
  item: PaymentRequestItem;
  smsEnabled: boolean;
  sentTo: string[];
  onNew: () => void;
}) {
  const { t } = useTranslation('links');
  const navigate = useNavigate();
  const [channel, setChannel] = useState<SendChannel | null>(null);
  const [sent, setSent] = useState<string[]>(sentTo);
  const customer = [item.customerName, item.customerEmail, item.customerPhone].filter(Boolean);

  return (
    <Card className="link-result" data-testid="link-result">
      <div className="link-result-head">
        <CheckCircleFilled className="link-result-icon" aria-hidden="true" />
        <div>
          <Typography.Title level={2} className="link-result-title">
            {t('result.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('result.subtitle')}</Typography.Text>
        </div>
      </div>
      <div className="link-result-body">
        <div className="link-result-main">
          <div className="link-result-amount">{formatMoney(item.amount, item.currencyCode)}</div>
          <Typography.Paragraph className="link-result-description">{item.description}</Typography.Paragraph>
          <CopyLinkField link={item.link} label={t('result.link')} />
          {sent.length > 0 ? (
            <div className="link-result-sent">
              {sent.map((to) => (
                <Tag key={to} color="success">
                  {t('result.sentTo', { to })}
                </Tag>
              ))}
            </div>
          ) : null}
          <div className="link-result-actions">
            <Button icon={<MailOutlined />} onClick={() => setChannel('email')}>
              {t('result.sendEmail')}
            </Button>
            {smsEnabled ? (
              <Button icon={<MessageOutlined />} onClick={() => setChannel('sms')}>
                {t('result.sendSms')}
              </Button>
            ) : null}
          </div>
          <Descriptions
            className="link-result-details"
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'validUntil', label: t('result.validUntil'), children: formatDay(item.validityDate) },
              { key: 'reference', label: t('result.reference'), children: item.referenceNumber },
              {
                key: 'usage',
                label: t('result.usage'),
                children:
                  item.maxPayments > 1
                    ? t('result.maxPayments', { count: item.maxPayments })
                    : t('result.singleUse'),
              },
              ...(customer.length > 0
                ? [
                    {
                      key: 'customer',
                      label: t('result.customer'),
                      children: (
                        <div className="link-cell-stack">
                          {customer.map((line) => (
                            <span key={line}>{line}</span>
                          ))}
                        </div>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </div>
        <div className="link-result-qr">
          <div className="link-result-qr-title">{t('result.qr')}</div>
          <LinkQrCode link={item.link} fileName={`odeme-linki-${item.referenceNumber}.png`} />
          <Typography.Text type="secondary" className="link-result-qr-hint">
            {t('result.qrHint')}
          </Typography.Text>
        </div>
      </div>
      <div className="link-result-footer">
        <Button type="primary" icon={<PlusOutlined />} onClick={onNew}>
          {t('result.newLink')}
        </Button>
        <Button
          icon={<ArrowRightOutlined />}
          iconPlacement="end"
          onClick={() => void navigate('/payment-list')}
        >
          {t('result.goToList')}
        </Button>
      </div>
      <SendLinkModal
        target={channel ? { link: item, channel } : null}
        onClose={() => setChannel(null)}
        onSent={(_, to) => setSent((list) => (list.includes(to) ? list : [...list, to]))}
      />
    </Card>
  );
}
