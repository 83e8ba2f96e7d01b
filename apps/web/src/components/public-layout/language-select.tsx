import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../i18n/index.js';
import { LANGUAGES, type Language, useSettings } from '../../lib/settings.js';

/** Türkçe / English on the public screens; `onChosen` hears when the visitor picks one. */
export function LanguageSelect({ onChosen }: { onChosen?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const { language } = useSettings();
  const id = useId();
  return (
    <div className="language-select">
      <label htmlFor={id} className="sr-only">
        {t('language')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          onChosen?.();
          void setLanguage(event.target.value as Language);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
