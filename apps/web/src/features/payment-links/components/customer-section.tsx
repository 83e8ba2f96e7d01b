import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field.js';
import { Panel } from '../../../components/panel.js';
import type { LinkFormState } from './use-link-form.js';
import { fieldId } from './use-link-form.js';

/** Who pays: all optional, but sending the link needs the address or phone it goes to. */
export function CustomerSection({ form }: { form: LinkFormState }) {
  const { t } = useTranslation('links');
  const { values, errors, set, leave } = form;
  return (
    <Panel title={t('create.sections.customer')} className="link-section">
      <p className="link-section-hint">{t('create.sections.customerHint')}</p>
      <TextField
        id={fieldId('customerName')}
        label={t('create.fields.customerName')}
        error={errors.customerName}
        maxLength={200}
        autoComplete="off"
        value={values.customerName ?? ''}
        onChange={(event) => set('customerName', event.currentTarget.value)}
        onBlur={() => leave('customerName')}
      />
      <div className="link-form-row">
        <TextField
          id={fieldId('customerEmail')}
          label={t('create.fields.customerEmail')}
          error={errors.customerEmail}
          type="email"
          inputMode="email"
          maxLength={254}
          autoComplete="off"
          value={values.customerEmail ?? ''}
          onChange={(event) => set('customerEmail', event.currentTarget.value)}
          onBlur={() => leave('customerEmail')}
        />
        <TextField
          id={fieldId('customerPhone')}
          label={t('create.fields.customerPhone')}
          error={errors.customerPhone}
          type="tel"
          inputMode="tel"
          maxLength={20}
          autoComplete="off"
          placeholder={t('create.fields.phonePlaceholder')}
          value={values.customerPhone ?? ''}
          onChange={(event) => set('customerPhone', event.currentTarget.value)}
          onBlur={() => leave('customerPhone')}
        />
      </div>
    </Panel>
  );
}
