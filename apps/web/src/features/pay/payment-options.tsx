import type { BankOptions, PaymentOption } from '@tahsilat/domain/pricing';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.js';
import { formatMoney, formatPercent, formatRateFigure } from './pay-format.js';
import type { CurrencyCode } from './pay-model.js';
import type { OptionsView } from './pay-options.js';

interface PickerProps {
  view: OptionsView;
  value: string | null;
  currency: CurrencyCode;
  showRate: boolean;
  campaignButton: boolean;
  error?: string | undefined;
  onChange(value: string): void;
}

/** The picker of SPEC 2 (field bankIdInstallment): a single-payment group and the card's instalments. */
export function PaymentOptionsPicker({
  view,
  value,
  currency,
  showRate,
  campaignButton,
  error,
  onChange,
}: PickerProps) {
  const { t } = useTranslation('pay');
  const [campaign, setCampaign] = useState<{ title: string; image: string } | null>(null);
  const notice = view.notice ? t(`options.${view.notice}`) : null;

  const bankCard = (bank: BankOptions) => (
    <div
      className="option-bank"
      key={`${bank.definitionId}-${bank.options[0]?.installment === 1 ? 's' : 'i'}`}
      data-bank-id={bank.bankId}
    >
      <div className="option-bank-head">
        {bank.cardLogo || bank.bankLogo ? (
          <img src={bank.cardLogo ?? bank.bankLogo ?? ''} alt="" width={72} height={24} loading="lazy" />
        ) : null}
        <span className="option-bank-name">
          {bank.bankName} <span className="option-card-name">{bank.cardName}</span>
        </span>
        {campaignButton && bank.campaignImagePath ? (
          <button
            type="button"
            className="option-campaign"
            onClick={() =>
              setCampaign({
                title: t('options.campaignOf', { card: bank.cardName }),
                image: bank.campaignImagePath ?? '',
              })
            }
          >
            {t('options.campaign')}
          </button>
        ) : null}
      </div>
      <div className="option-list">
        {bank.options.map((option) => (
          <OptionRadio
            key={option.value}
            option={option}
            checked={option.value === value}
            currency={currency}
            showRate={showRate}
            onChange={onChange}
          />
        ))}
      </div>
      {bank.description && bank.options[0]?.installment !== 1 ? (
        <p className="option-bank-note">{bank.description}</p>
      ) : null}
    </div>
  );

  return (
    <fieldset
      className="option-picker"
      aria-describedby={error ? 'pay-choice-error' : undefined}
      id="pay-choice"
    >
      <legend className="sr-only">{t('sections.options')}</legend>
      {view.notice === 'noData' ? (
        <p className="option-empty">{notice}</p>
      ) : (
        <>
          {view.single ? (
            <details className="option-group" open>
              <summary>{t('options.single')}</summary>
              <div className="option-group-body">{view.single.map(bankCard)}</div>
              {view.otherSingle.length > 0 ? (
                <OtherBanks banks={view.otherSingle} value={value}>
                  {view.otherSingle.map(bankCard)}
                </OtherBanks>
              ) : null}
            </details>
          ) : null}
          <details className="option-group" open>
            <summary>{t('options.installments')}</summary>
            <div className="option-group-body option-group-wide">
              {view.installments.map(bankCard)}
              {notice ? <p className="option-empty">{notice}</p> : null}
            </div>
          </details>
        </>
      )}
      {error ? (
        <div id="pay-choice-error" className="field-error" role="alert">
          {error}
        </div>
      ) : null}
      {campaign ? (
        <Dialog
          title={campaign.title}
          onClose={() => setCampaign(null)}
          closeLabel={t('modal.close')}
          className="campaign-dialog"
        >
          <img
            src={campaign.image}
            alt={campaign.title}
            className="campaign-image"
            width={560}
            height={315}
          />
        </Dialog>
      ) : null}
    </fieldset>
  );
}

/**
 * The other banks' single payments, folded (issue 27): nine prices for one card confused the payer and pushed the
 * instalments down a phone's screen. Open while the choice is one of them (a payment kept after a success).
 */
function OtherBanks({
  banks,
  value,
  children,
}: {
  banks: readonly BankOptions[];
  value: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('pay');
  const [open, setOpen] = useState(false);
  const holdsChoice = banks.some((bank) => bank.options.some((option) => option.value === value));
  return (
    <details
      className="option-more"
      open={open || holdsChoice}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        <span className="option-more-label">{t('options.otherBanks')}</span>{' '}
        <span className="option-more-count">({banks.length})</span>
      </summary>
      <div className="option-group-body">{children}</div>
    </details>
  );
}

function OptionRadio({
  option,
  checked,
  currency,
  showRate,
  onChange,
}: {
  option: PaymentOption;
  checked: boolean;
  currency: CurrencyCode;
  showRate: boolean;
  onChange(value: string): void;
}) {
  const { t, i18n } = useTranslation('pay');
  const single = option.installment === 1;
  return (
    <label className={`option${checked ? ' option-checked' : ''}`} data-installment={option.installment}>
      <input
        type="radio"
        name="bankIdInstallment"
        value={option.value}
        checked={checked}
        onChange={() => onChange(option.value)}
      />
      <span className="option-main">
        <span className="option-count">
          {single ? t('options.singleOption') : t('options.count', { count: option.installment })}
          {option.extraInstallments > 0 ? (
            <span className="option-extra">{t('options.extra', { count: option.extraInstallments })}</span>
          ) : null}
        </span>
        <span className="option-monthly">
          {option.monthly === null
            ? formatPercent(option.rate, i18n.language)
            : single
              ? formatMoney(option.total, currency)
              : t('options.monthly', { amount: formatMoney(option.monthly, currency) })}
        </span>
      </span>
      {checked ? (
        <span className="option-detail">
          {option.total !== null ? (
            <span>{t('options.total', { amount: formatMoney(option.total, currency) })}</span>
          ) : null}
          {option.included ? (
            <span>{t('options.included')}</span>
          ) : showRate ? (
            <span>{t('options.rate', { rate: formatRateFigure(option.rate, i18n.language) })}</span>
          ) : null}
        </span>
      ) : null}
    </label>
  );
}

/**
 * 'Taksit Seçenekleri' (SPEC 2): per bank programme the instalment number, monthly amount and total,
 * or the rates only while no amount is given.
 */
export function InstallmentTable({
  banks,
  currency,
  showRate,
  collapsible,
}: {
  banks: readonly BankOptions[];
  currency: CurrencyCode;
  showRate: boolean;
  collapsible: boolean;
}) {
  const { t, i18n } = useTranslation('pay');
  const [open, setOpen] = useState(false);
  const ratesOnly = banks.every((bank) => bank.options.every((o) => o.total === null));
  const body = (
    <div className="installment-table">
      {ratesOnly ? <p className="installment-note">{t('options.enterAmount')}</p> : null}
      <div className="installment-grid">
        {banks.map((bank) => (
          <table key={bank.definitionId} className="installment-bank">
            <caption>
              {bank.cardLogo ? (
                <img src={bank.cardLogo} alt="" width={60} height={20} loading="lazy" />
              ) : null}
              <span>
                {bank.bankName} · {bank.cardName}
              </span>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('options.tableNumber')}</th>
                {ratesOnly ? null : <th scope="col">{t('options.tableMonthly')}</th>}
                {ratesOnly ? null : <th scope="col">{t('options.tableTotal')}</th>}
                {ratesOnly || showRate ? <th scope="col">{t('options.tableRate')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {bank.options.map((option) => (
                <tr key={option.value}>
                  <th scope="row">
                    {option.installment === 1 ? t('options.singleOption') : option.installment}
                    {option.extraInstallments > 0 ? ` (+${option.extraInstallments})` : ''}
                  </th>
                  {ratesOnly ? null : <td>{formatMoney(option.monthly, currency)}</td>}
                  {ratesOnly ? null : <td>{formatMoney(option.total, currency)}</td>}
                  {ratesOnly || showRate ? (
                    <td>{option.included ? '—' : formatPercent(option.rate, i18n.language)}</td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </div>
  );
  if (!collapsible) {
    return (
      <section className="pay-section installment-section" aria-labelledby="installment-table-title">
        <h2 id="installment-table-title" className="pay-section-title">
          {t('options.infoPanel')}
        </h2>
        {body}
      </section>
    );
  }
  // Closed, the panel draws nothing inside: six tables of twelve rows wait until someone asks.
  return (
    <details className="installment-panel" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('options.infoPanel')}</summary>
      {open ? body : null}
    </details>
  );
}

/** The deferral a payer may type for an option with a range (SPEC 4). */
export function DeferralInput({
  range,
  value,
  error,
  onChange,
}: {
  range: { start: number; end: number };
  value: string;
  error?: string | undefined;
  onChange(value: string): void;
}) {
  const { t } = useTranslation('pay');
  return (
    <div className={`field deferral-field${error ? ' field-invalid' : ''}`}>
      <label htmlFor="pay-deferral" className="field-label">
        {t('fields.deferral')} <span className="field-optional">({t('fields.optional')})</span>
      </label>
      <input
        id="pay-deferral"
        className="field-input"
        type="number"
        inputMode="numeric"
        min={range.start}
        max={range.end}
        step={1}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`pay-deferral-hint${error ? ' pay-deferral-error' : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <div id="pay-deferral-hint" className="field-hint">
        {t('fields.deferralHint', { start: range.start, end: range.end })}
      </div>
      {error ? (
        <div id="pay-deferral-error" className="field-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
