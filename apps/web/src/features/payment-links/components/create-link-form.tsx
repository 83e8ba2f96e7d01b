import type { CreatePaymentRequest, PaymentRequestCreateOptions, PaymentRequestItem } from '@tahsilat/domain';
import { formatTurkishAmount, istanbulIsoDate, parseTurkishAmount } from '@tahsilat/domain/pricing';
import { Button } from 'antd';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateInput } from '../../../components/date-input.js';
import { FieldShell } from '../../../components/form/field-shell.js';
import { LazySelect } from '../../../components/lazy-select.js';
import { NativeSelect } from '../../../components/native-select.js';
import { Panel } from '../../../components/panel.js';
import '../../../styles/form-fields.css';
import { useCreateLink } from '../api.js';
import { initialLinkValues, prefillFrom, toCreateRequest } from '../link-form.js';
import { CustomerSection } from './customer-section.js';
import { LinkPreview } from './link-preview.js';
import { PaymentExtras } from './payment-extras.js';
import { SettingsSection } from './settings-section.js';
import { fieldId, useLinkForm } from './use-link-form.js';

const DESCRIPTION_MAX = 500;

export function CreateLinkForm({
  options,
  onCreated,
}: {
  options: PaymentRequestCreateOptions;
  onCreated: (item: PaymentRequestItem, request: CreatePaymentRequest) => void;
}) {
  const { t } = useTranslation('links');
  const create = useCreateLink();
  const [search] = useSearchParams();
  const initial = useMemo(
    () => ({ ...initialLinkValues(options), ...prefillFrom(search, options) }),
    [options, search],
  );
  const form = useLinkForm(options, initial);
  const { values, errors, set, leave } = form.state;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = await form.submit();
    if (wrong) {
      const control = document.getElementById(fieldId(wrong));
      control?.scrollIntoView({ block: 'center' });
      control?.focus({ preventScroll: true });
      return;
    }
    const request = toCreateRequest(values, options);
    const result = await create.mutateAsync(request);
    if (result.success && result.data) {
      onCreated(result.data, request);
    }
  };

  const handleAmountBlur = () => {
    const kurus = parseTurkishAmount(values.amount ?? '');
    if (kurus !== null && kurus > 0n) {
      set('amount', formatTurkishAmount(kurus));
    } else {
      leave('amount');
    }
  };

  const description = values.description ?? '';
  return (
    <form className="link-create app-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <div className="link-create-main">
        <Panel title={t('create.sections.payment')} className="link-section">
          {options.firms.length > 1 ? (
            <div className={`field${errors.firmId ? ' field-invalid' : ''}`}>
              <span className="field-label">{t('create.fields.firm')}</span>
              <LazySelect
                label={t('create.fields.firm')}
                id={fieldId('firmId')}
                className="link-firm"
                showSearch={{ optionFilterProp: 'label' }}
                value={values.firmId}
                onChange={(firmId: string) => set('firmId', firmId)}
                options={options.firms.map((firm) => ({ value: firm.id, label: firm.name }))}
              />
              {errors.firmId ? <div className="field-error">{errors.firmId}</div> : null}
            </div>
          ) : null}
          <FieldShell label={t('create.fields.amount')} error={errors.amount} id={fieldId('amount')}>
            {(control) => (
              <div className="link-amount">
                <input
                  {...control}
                  className="field-input"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={t('create.fields.amountPlaceholder')}
                  value={values.amount ?? ''}
                  onChange={(event) => set('amount', event.currentTarget.value)}
                  onBlur={handleAmountBlur}
                />
                <NativeSelect
                  label={t('create.fields.currency')}
                  className="link-currency"
                  value={values.currencyCode}
                  options={options.currencies.map((code) => ({ value: code, label: code }))}
                  onChange={(code) => set('currencyCode', code)}
                />
              </div>
            )}
          </FieldShell>
          <FieldShell
            label={t('create.fields.description')}
            error={errors.description}
            hint={`${description.length} / ${DESCRIPTION_MAX}`}
            id={fieldId('description')}
          >
            {(control) => (
              <textarea
                {...control}
                className="field-input"
                rows={3}
                maxLength={DESCRIPTION_MAX}
                placeholder={t('create.fields.descriptionPlaceholder')}
                value={description}
                onChange={(event) => set('description', event.currentTarget.value)}
                onBlur={() => leave('description')}
              />
            )}
          </FieldShell>
          <div className="link-form-row">
            <FieldShell
              label={t('create.fields.validityDate')}
              hint={t('create.fields.validityHint')}
              error={errors.validityDate}
              id={fieldId('validityDate')}
            >
              {(control) => (
                <DateInput
                  id={control.id}
                  className="link-date"
                  value={values.validityDate}
                  min={istanbulIsoDate()}
                  max={options.maxValidityDate}
                  required
                  invalid={Boolean(errors.validityDate)}
                  onChange={(day) => set('validityDate', day)}
                />
              )}
            </FieldShell>
            <FieldShell
              label={`${t('create.fields.referenceNumber')} (${t('create.fields.optional')})`}
              hint={t('create.fields.referenceHint')}
              error={errors.referenceNumber}
              id={fieldId('referenceNumber')}
            >
              {(control) => (
                <input
                  {...control}
                  className="field-input"
                  maxLength={50}
                  autoComplete="off"
                  value={values.referenceNumber ?? ''}
                  onChange={(event) => set('referenceNumber', event.currentTarget.value)}
                  onBlur={() => leave('referenceNumber')}
                />
              )}
            </FieldShell>
          </div>
          <PaymentExtras options={options} form={form.state} />
        </Panel>
        <CustomerSection form={form.state} />
        <SettingsSection options={options} form={form.state} />
        <div className="link-form-actions">
          <Button type="primary" size="large" htmlType="submit" loading={create.isPending}>
            {t('create.submit')}
          </Button>
          <Button size="large" type="text" onClick={form.reset}>
            {t('create.reset')}
          </Button>
        </div>
      </div>
      <aside className="link-create-aside" aria-label={t('preview.title')}>
        <LinkPreview values={values} options={options} />
      </aside>
    </form>
  );
}
