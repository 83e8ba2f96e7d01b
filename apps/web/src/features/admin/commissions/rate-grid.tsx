import { Checkbox, Form, type FormRule, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { INSTALLMENTS } from './commission-form.js';

/**
 * The twelve instalment lines of a definition: on or off, the rate in percent, and whether the commission is inside
 * the amount (included) instead of added to it.
 */
export function RateGrid({ rule }: { rule: (path: string) => FormRule }) {
  const { t } = useTranslation('admin');
  return (
    <table className="commission-rates">
      <caption className="sr-only">{t('commissions.rates.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('commissions.rates.installment')}</th>
          <th scope="col">{t('commissions.rates.enabled')}</th>
          <th scope="col">{t('commissions.rates.rate')}</th>
          <th scope="col">{t('commissions.rates.included')}</th>
        </tr>
      </thead>
      <tbody>
        {INSTALLMENTS.map((n, index) => {
          const label = n === 1 ? t('commissions.rates.single') : t('commissions.rates.count', { count: n });
          return (
            <tr key={n}>
              <th scope="row">{label}</th>
              <td>
                <Form.Item name={['rates', index, 'enabled']} valuePropName="checked" noStyle>
                  <Switch size="small" aria-label={`${label}: ${t('commissions.rates.enabled')}`} />
                </Form.Item>
              </td>
              <td>
                <Form.Item
                  name={['rates', index, 'rate']}
                  rules={[rule(`rates.${index}.rate`)]}
                  className="commission-rate-item"
                >
                  <Input
                    inputMode="decimal"
                    suffix="%"
                    maxLength={6}
                    autoComplete="off"
                    aria-label={`${label}: ${t('commissions.rates.rate')}`}
                  />
                </Form.Item>
              </td>
              <td>
                <Form.Item name={['rates', index, 'included']} valuePropName="checked" noStyle>
                  <Checkbox aria-label={`${label}: ${t('commissions.rates.included')}`} />
                </Form.Item>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
