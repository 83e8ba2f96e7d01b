import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel.js';
import type { SchemaRule } from './create-link-form.js';

/** Who pays: all optional, but sending the link needs the address or phone it goes to. */
export function CustomerSection({ rule }: { rule: SchemaRule }) {
  const { t } = useTranslation('links');
  return (
    <Panel title={t('create.sections.customer')} className="link-section">
      <p className="link-section-hint">{t('create.sections.customerHint')}</p>
      <Form.Item name="customerName" label={t('create.fields.customerName')} rules={[rule('customerName')]}>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <div className="link-form-row">
        <Form.Item
          name="customerEmail"
          label={t('create.fields.customerEmail')}
          rules={[rule('customerEmail')]}
          dependencies={['sendEmail']}
        >
          <Input type="email" inputMode="email" maxLength={254} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="customerPhone"
          label={t('create.fields.customerPhone')}
          rules={[rule('customerPhone')]}
          dependencies={['sendSms']}
        >
          <Input
            type="tel"
            inputMode="tel"
            maxLength={20}
            autoComplete="off"
            placeholder={t('create.fields.phonePlaceholder')}
          />
        </Form.Item>
      </div>
    </Panel>
  );
}
