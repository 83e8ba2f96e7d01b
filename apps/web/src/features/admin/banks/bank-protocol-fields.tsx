import {
  BANK_CREDENTIAL_FIELDS,
  BANK_ENDPOINT_FIELDS,
  BANK_PROTOCOL_SPECS,
  BANK_SECRET_FIELDS,
  type BankCredentialField,
  type BankFieldLabel,
  type BankProtocol,
  type BankSecretField,
} from '@tahsilat/domain';
import { Form, type FormRule, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BankFormField } from './bank-form.js';

/** The labels that come with a hint of their own (what the bank's value looks like, or what it is for). */
const HINTED: ReadonlySet<BankFieldLabel> = new Set(['encKey', 'customerId', 'posnetId', 'refundUser']);

const MAX_LENGTH: Record<Exclude<BankCredentialField, BankSecretField>, number> = {
  storeId: 64,
  terminalId: 32,
  apiUser: 64,
  refundUser: 64,
};

const isSecret = (field: BankCredentialField): field is BankSecretField =>
  (BANK_SECRET_FIELDS as readonly string[]).includes(field);

interface ProtocolFieldsProps {
  protocol: BankProtocol;
  rule: (path: BankFormField) => FormRule;
  /** Whether each secret is stored, and the store key's grace note. */
  secrets: { isSet: Record<BankSecretField, boolean>; grace: string };
}

/**
 * The chosen protocol's endpoints and credentials, each named as its bank names it (bank-protocols.ts), with the
 * bank's test address as the hint and its production address as the placeholder; the fields it does not use are
 * not shown (and are cleared when saved).
 */
export function BankProtocolFields({ protocol, rule, secrets }: ProtocolFieldsProps) {
  const { t } = useTranslation('admin');
  const spec = BANK_PROTOCOL_SPECS[protocol];
  const hint = (label: BankFieldLabel) => (HINTED.has(label) ? t(`banks.hints.${label}`) : undefined);

  const endpoints = BANK_ENDPOINT_FIELDS.flatMap((field) => {
    const endpoint = spec.endpoints[field];
    return endpoint
      ? [
          <div className="admin-form-wide" key={field}>
            <Form.Item
              name={field}
              label={t(`banks.labels.${endpoint.label}`)}
              rules={[rule(field)]}
              extra={t('banks.hints.testAddress', { url: endpoint.test })}
            >
              <Input maxLength={500} autoComplete="off" placeholder={endpoint.production ?? endpoint.test} />
            </Form.Item>
          </div>,
        ]
      : [];
  });

  const credentials = BANK_CREDENTIAL_FIELDS.flatMap((field) => {
    const credential = spec.credentials[field];
    if (!credential) {
      return [];
    }
    const label = t(`banks.labels.${credential.label}`);
    if (isSecret(field)) {
      const isSet = secrets.isSet[field];
      const extra = [
        hint(credential.label),
        isSet ? t('banks.secretKept') : t('banks.secretNew'),
        field === 'storeKey' ? secrets.grace : '',
      ]
        .filter(Boolean)
        .join(' ');
      return [
        <Form.Item key={field} name={field} label={label} rules={[rule(field)]} extra={extra}>
          <Input.Password autoComplete="new-password" placeholder={isSet ? '••••••••' : ''} />
        </Form.Item>,
      ];
    }
    return [
      <Form.Item key={field} name={field} label={label} rules={[rule(field)]} extra={hint(credential.label)}>
        <Input maxLength={MAX_LENGTH[field]} autoComplete="off" />
      </Form.Item>,
    ];
  });

  return (
    <>
      {endpoints}
      {credentials}
    </>
  );
}
