import type { PaymentRequestCreateOptions } from '@tahsilat/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/form/choice-group.js';
import { Panel } from '../../../components/panel.js';
import { MaxPaymentsInput } from './max-payments-input.js';
import type { LinkFormState } from './use-link-form.js';
import { fieldId } from './use-link-form.js';

/** The page's language, how often the link may be paid, and whether to send it right away. */
export function SettingsSection({
  options,
  form,
}: {
  options: PaymentRequestCreateOptions;
  form: LinkFormState;
}) {
  const { t } = useTranslation('links');
  const { values, errors, set } = form;
  const isPreAuth = options.isPreAuthAllowed && Boolean(values.isPreAuth);
  const maxPaymentsHint = errors.maxPayments ? `${fieldId('maxPayments')}-error` : undefined;
  return (
    <Panel title={t('create.sections.settings')} className="link-section">
      <ChoiceGroup
        legend={t('create.fields.language')}
        value={values.language}
        onChange={(language) => set('language', language)}
        choices={[
          { value: 'tr', label: 'Türkçe' },
          { value: 'en', label: 'English' },
        ]}
      />
      <div className="link-usage">
        <div className="link-usage-row">
          <ChoiceGroup
            legend={t('create.fields.usage')}
            value={values.usage}
            onChange={(usage) => set('usage', usage)}
            choices={[
              { value: 'single', label: t('create.fields.single') },
              { value: 'multiple', label: t('create.fields.multiple'), disabled: isPreAuth },
            ]}
          />
          {values.usage === 'multiple' && !isPreAuth ? (
            <MaxPaymentsInput form={form} describedBy={maxPaymentsHint} />
          ) : null}
        </div>
        {errors.maxPayments ? (
          <div id={maxPaymentsHint} className="field-error" role="alert">
            {errors.maxPayments}
          </div>
        ) : null}
      </div>
      <div className="link-send-now">
        <label className="check-field">
          <input
            type="checkbox"
            checked={Boolean(values.sendEmail)}
            onChange={(event) => set('sendEmail', event.currentTarget.checked)}
          />
          {t('create.fields.sendEmail')}
        </label>
        {options.smsEnabled ? (
          <label className="check-field">
            <input
              type="checkbox"
              checked={Boolean(values.sendSms)}
              onChange={(event) => set('sendSms', event.currentTarget.checked)}
            />
            {t('create.fields.sendSms')}
          </label>
        ) : null}
      </div>
    </Panel>
  );
}
