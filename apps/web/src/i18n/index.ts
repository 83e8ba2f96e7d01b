import { messages as catalogue } from '@tahsilat/domain/messages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getSettings, type Language, updateSettings } from '../lib/settings.js';
import trAuth from '../locales/tr/auth.json';
import trCommon from '../locales/tr/common.json';

/** Turkish is bundled (the source of truth and the default); other languages load when chosen. */
const loaders: Record<Exclude<Language, 'tr'>, () => Promise<Record<string, object>>> = {
  en: async () => ({
    common: (await import('../locales/en/common.json')).default,
    auth: (await import('../locales/en/auth.json')).default,
    messages: (await import('../locales/en/messages.json')).default,
  }),
};

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
  const bundles = await loaders[language]();
  for (const [namespace, resources] of Object.entries(bundles)) {
    i18n.addResourceBundle(language, namespace, resources);
  }
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
    ns: ['common', 'auth', 'messages'],
    defaultNS: 'common',
    resources: { tr: { common: trCommon, auth: trAuth, messages: {} } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (language !== 'tr') {
    await setLanguage(language);
  }
}

export async function setLanguage(language: Language): Promise<void> {
  await ensureLanguage(language);
  await i18n.changeLanguage(language);
  updateSettings({ language });
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
