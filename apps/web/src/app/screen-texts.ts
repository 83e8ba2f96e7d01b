import { loadScreenNamespace } from '../i18n/index.js';
import { LANGUAGES, type Language } from '../lib/settings.js';

/** The texts of the lazily loaded screens, one file per screen and language, each fetched with its screen. */
const SCREEN_TEXTS = import.meta.glob<{ default: object }>(
  '../locales/*/{pay,links,statement,plan,collection,history,subfirms,dbs,stocks,discount,erpreport,admin,adminaudit,adminops,adminimport,adminpricing}.json',
);

export function loadTexts(
  namespace:
    | 'pay'
    | 'links'
    | 'statement'
    | 'plan'
    | 'collection'
    | 'history'
    | 'subfirms'
    | 'dbs'
    | 'stocks'
    | 'discount'
    | 'erpreport'
    | 'admin'
    | 'adminaudit'
    | 'adminops'
    | 'adminimport'
    | 'adminpricing',
) {
  const file = (language: Language) => () => {
    const load = SCREEN_TEXTS[`../locales/${language}/${namespace}.json`];
    if (!load) {
      throw new Error(`no ${language} texts for ${namespace}`);
    }
    return load();
  };
  return loadScreenNamespace(
    namespace,
    Object.fromEntries(LANGUAGES.map((language) => [language, file(language)])) as Record<
      Language,
      ReturnType<typeof file>
    >,
  );
}
