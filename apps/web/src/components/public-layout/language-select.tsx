import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../i18n/index.js';
import { LANGUAGES, type Language } from '../../lib/settings.js';

/**
 * The language picker of the screens without the shell: every language on the sign-in pages, Türkçe and English on
 * the public payment screens (`languages`); `onChosen` hears when the visitor picks one.
 */
export function LanguageSelect({
  onChosen,
  languages = LANGUAGES,
}: {
  onChosen?: (() => void) | undefined;
  languages?: readonly Language[];
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
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
        {languages.map((code) => (
          <option key={code} value={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
