import type { PaymentRequestCreateOptions } from '@tahsilat/domain';
import { useTranslation } from 'react-i18next';
import { CheckField } from '../../../components/form/check-field.js';
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
        <CheckField checked={Boolean(values.sendEmail)} onChange={(checked) => set('sendEmail', checked)}>
          {t('create.fields.sendEmail')}
        </CheckField>
        {options.smsEnabled ? (
          <CheckField checked={Boolean(values.sendSms)} onChange={(checked) => set('sendSms', checked)}>
            {t('create.fields.sendSms')}
          </CheckField>
        ) : null}
      </div>
    </Panel>
  );
}
