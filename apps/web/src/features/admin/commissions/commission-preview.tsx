import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent } from '../../../lib/format.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { useCommissionPreview } from './api.js';
import { type CommissionFormValues, toCommissionBody } from './commission-form.js';

/** The question the preview asks for the form as it stands: the rates, the campaign, the bank and the amount. */
function questionOf(values: CommissionFormValues, amount: string) {
  const body = toCommissionBody(values);
  if (!body.posAccountId || !amount.trim()) {
    return null;
  }
  return {
    posAccountId: body.posAccountId,
    rates: body.rates,
    extraInstallmentCount: body.extraInstallmentCount,
    extraInstallmentExpireDate: body.extraInstallmentExpireDate,
    isCommissionFromDealer: body.isCommissionFromDealer,
    amount: amount.trim(),
  };
}

/**
 * What a payer would be charged for an amount with the rates being edited: the server prices it with the payment
 * screens' own arithmetic, so the table is what the pay page will show once the definition is saved.
 */
export function CommissionPreviewTable({ values }: { values: CommissionFormValues }) {
  const { t, i18n } = useTranslation('admin');
  const [amount, setAmount] = useState('1.000,00');
  // Debounced as text: a new object every render would never settle.
  const asked = useDebouncedValue(JSON.stringify(questionOf(values, amount)), 300);
  const preview = useCommissionPreview(JSON.parse(asked) as Record<string, unknown> | null);
  const lines = preview.data?.lines ?? [];
  return (
    <section className="commission-preview" aria-labelledby="commission-preview-title">
      <h3 id="commission-preview-title">{t('commissions.preview.title')}</h3>
      <div className="commission-preview-amount">
        <label htmlFor="commission-preview-amount">{t('commissions.preview.amount')}</label>
        <Input
          id="commission-preview-amount"
          value={amount}
          inputMode="decimal"
          suffix="TL"
          onChange={(event) => setAmount(event.target.value)}
        />
      </div>
      {preview.isError ? (
        <p className="admin-muted">{t('commissions.preview.unavailable')}</p>
      ) : (
        <table className="commission-preview-table" aria-busy={preview.isFetching}>
          <thead>
            <tr>
              <th scope="col">{t('commissions.preview.installment')}</th>
              <th scope="col">{t('commissions.preview.rate')}</th>
              <th scope="col">{t('commissions.preview.monthly')}</th>
              <th scope="col">{t('commissions.preview.total')}</th>
              <th scope="col">{t('commissions.preview.net')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.installment} data-testid="commission-preview-line">
                <th scope="row">
                  {line.installment === 1
                    ? t('commissions.rates.single')
                    : line.paidInstallments > line.installment
                      ? t('commissions.preview.withExtra', {
                          count: line.installment,
                          extra: line.paidInstallments - line.installment,
                        })
                      : t('commissions.rates.count', { count: line.installment })}
                </th>
                <td>
                  {formatPercent(line.rate, i18n.language)}
                  {line.mode === 'included' ? ` · ${t('commissions.preview.included')}` : ''}
                </td>
                <td>{formatMoney(line.monthly, 'TRY')}</td>
                <td>{formatMoney(line.total, 'TRY')}</td>
                <td>{formatMoney(line.net, 'TRY')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
