import { Form, type FormRule, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FirmFormField } from '../firm-form.js';

/** The firm's fields, two to a row on a wide screen; the code only for a new firm (it never changes). */
export function FirmFormFields({
  isNew,
  rule,
}: {
  isNew: boolean;
  rule: (field: FirmFormField) => FormRule;
}) {
  const { t } = useTranslation('subfirms');
  const item = (field: FirmFormField, props: { required?: boolean; hint?: string; maxLength: number }) => (
    <Form.Item
      name={field}
      label={t(`fields.${field}`)}
      rules={[rule(field)]}
      required={props.required}
      extra={props.hint}
    >
      <Input maxLength={props.maxLength} autoComplete="off" />
    </Form.Item>
  );
  return (
    <div className="sub-firm-form-grid">
      {isNew ? item('code', { required: true, hint: t('fields.codeHint'), maxLength: 50 }) : null}
      {item('name', { required: true, maxLength: 200 })}
      <Form.Item
        name="taxNumber"
        label={t('fields.taxNumber')}
        rules={[rule('taxNumber')]}
        required
        extra={t('fields.taxNumberHint')}
      >
        <Input maxLength={11} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      {item('taxOffice', { maxLength: 100 })}
      {item('city', { maxLength: 50 })}
      {item('contactName', { maxLength: 100 })}
      <Form.Item name="email" label={t('fields.email')} rules={[rule('email')]}>
        <Input inputMode="email" maxLength={254} autoComplete="off" />
      </Form.Item>
      <Form.Item name="phone" label={t('fields.phone')} rules={[rule('phone')]}>
        <Input type="tel" maxLength={20} placeholder="0212 555 01 01" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="riskLimit"
        label={t('fields.riskLimit')}
        rules={[rule('riskLimit')]}
        extra={t('fields.riskLimitHint')}
      >
        <Input inputMode="decimal" placeholder="0,00" suffix="TL" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="address"
        label={t('fields.address')}
        rules={[rule('address')]}
        className="sub-firm-form-wide"
      >
        {/* No autoSize: its measuring element sets an inline style, which the page's CSP refuses. */}
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </div>
  );
}
