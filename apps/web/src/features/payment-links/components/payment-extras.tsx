import type { PaymentRequestCreateOptions } from '@tahsilat/domain';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/select-field.js';
import { methodsForSet } from '../link-form.js';
import type { LinkFormState } from './use-link-form.js';
import { fieldId } from './use-link-form.js';

/** Payment set and method (when the tenant has them) and the pre-authorisation switch (when allowed). */
export function PaymentExtras({
  options,
  form,
}: {
  options: PaymentRequestCreateOptions;
  form: LinkFormState;
}) {
  const { t } = useTranslation('links');
  const { values, errors, set } = form;
  const methods = methodsForSet(options.paymentMethods, values.paymentSetId);
  const optional = ` (${t('create.fields.optional')})`;
  return (
    <>
      {options.paymentSets.length > 0 || options.paymentMethods.length > 0 ? (
        <div className="link-form-row">
          {options.paymentSets.length > 0 ? (
            <SelectField
              id={fieldId('paymentSetId')}
              label={t('create.fields.paymentSet') + optional}
              error={errors.paymentSetId}
              placeholder={t('create.fields.none')}
              value={values.paymentSetId ?? ''}
              onChange={(event) => set('paymentSetId', event.currentTarget.value || null)}
              options={options.paymentSets.map((set) => ({ value: set.id, label: set.name }))}
            />
          ) : null}
          {options.paymentMethods.length > 0 ? (
            <SelectField
              id={fieldId('paymentMethodId')}
              label={t('create.fields.paymentMethod') + optional}
              error={errors.paymentMethodId}
              placeholder={t('create.fields.none')}
              value={values.paymentMethodId ?? ''}
              onChange={(event) => set('paymentMethodId', event.currentTarget.value || null)}
              options={methods.map((method) => ({ value: method.id, label: method.name }))}
            />
          ) : null}
        </div>
      ) : null}
      {options.isPreAuthAllowed ? (
        <div className="link-switch-row">
          <input
            type="checkbox"
            role="switch"
            aria-checked={Boolean(values.isPreAuth)}
            className="switch"
            id={fieldId('isPreAuth')}
            aria-describedby="link_isPreAuth_hint"
            checked={Boolean(values.isPreAuth)}
            onChange={(event) => set('isPreAuth', event.currentTarget.checked)}
          />
          <div className="link-switch-label">
            <label htmlFor={fieldId('isPreAuth')} className="link-switch-title">
              {t('create.fields.preAuth')}
            </label>
            <span id="link_isPreAuth_hint" className="link-switch-hint">
              {t('create.fields.preAuthHint')}
            </span>
          </div>
        </div>
      ) : null}
    </>
  );
}
