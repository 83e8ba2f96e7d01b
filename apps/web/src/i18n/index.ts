import { messages as catalogue } from '@tahsilat/domain/messages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  applyScreenLanguage,
  directionOf,
  getSettings,
  type Language,
  reapplySettings,
  updateSettings,
} from '../lib/settings.js';
import trAuth from '../locales/tr/auth.json';
import trCommon from '../locales/tr/common.json';

/** The shell's own texts of every language but Turkish (bundled): each file is fetched when its language is chosen. */
const SHELL_TEXTS = import.meta.glob<{ default: object }>([
  '../locales/*/{common,auth,messages}.json',
  '!../locales/tr/*.json',
]);

/** The namespaces every page needs; screens load their own (`loadScreenNamespace`). */
const SHELL_NAMESPACES = ['common', 'auth', 'messages'] as const;

type NamespaceLoaders = Record<Language, () => Promise<{ default: object }>>;

/** Namespaces of lazily loaded screens (e.g. the payment page), loaded with the screen and per language. */
const screenNamespaces = new Map<string, NamespaceLoaders>();

async function ensureNamespace(namespace: string, language: Language): Promise<void> {
  const load = screenNamespaces.get(namespace)?.[language];
  if (load && !i18n.hasResourceBundle(language, namespace)) {
    i18n.addResourceBundle(language, namespace, (await load()).default);
  }
}

async function ensureLanguage(language: Language): Promise<void> {
  await Promise.all([...screenNamespaces.keys()].map((namespace) => ensureNamespace(namespace, language)));
  if (language === 'tr' || i18n.hasResourceBundle(language, 'common')) {
    return;
  }
  await Promise.all(
    SHELL_NAMESPACES.map(async (namespace) => {
      const load = SHELL_TEXTS[`../locales/${language}/${namespace}.json`];
      if (load) {
        i18n.addResourceBundle(language, namespace, (await load()).default);
      }
    }),
  );
}

/** A screen's own texts: loaded with the screen in the current language (and Turkish, the fallback). */
export async function loadScreenNamespace(namespace: string, loaders: NamespaceLoaders): Promise<void> {
  screenNamespaces.set(namespace, loaders);
  const language = i18n.language as Language;
  await Promise.all([
    ensureNamespace(namespace, 'tr'),
    language === 'tr' ? null : ensureNamespace(namespace, language),
  ]);
}

export async function initI18n(): Promise<void> {
  const language = getSettings().language;
  await i18n.use(initReactI18next).init({
    lng: 'tr',
    fallbackLng: 'tr',
    ns: [...SHELL_NAMESPACES],
    defaultNS: 'common',
    resources: { tr: { common: trCommon, auth: trAuth, messages: {} } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (language !== 'tr') {
    await setLanguage(language);
  }
}

/**
 * Shows the interface in `language`. The user's choice (`remember`, the default) is stored with the direction its
 * script needs; a public payment screen's default (the tenant's or the link's) changes only the page.
 */
export async function setLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  await ensureLanguage(language);
  await i18n.changeLanguage(language);
  if (options.remember === false) {
    applyScreenLanguage(language);
  } else {
    updateSettings({ language, direction: directionOf(language) });
    reapplySettings();
  }
}

/** Back from a public payment screen to the pages that follow the settings: the stored language again. */
export async function restoreSettingsLanguage(): Promise<void> {
  const { language } = getSettings();
  if (i18n.language !== language) {
    await ensureLanguage(language);
    await i18n.changeLanguage(language);
  }
  reapplySettings();
}

/** The spec's Turkish texts are the source; in another language a known one is shown translated. */
export function translateMessage(text: string): string {
  if (i18n.language === 'tr') {
    return text;
  }
  const key = (Object.keys(catalogue) as (keyof typeof catalogue)[]).find((k) => catalogue[k] === text);
  return key && i18n.exists(`messages:${key}`) ? i18n.t(`messages:${key}`) : text;
}

export { i18n };
