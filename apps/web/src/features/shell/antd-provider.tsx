import { ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import trTR from 'antd/locale/tr_TR';
import { type ReactNode, useEffect, useState } from 'react';
import { restoreSettingsLanguage } from '../../i18n/index.js';
import { type Language, useSettings } from '../../lib/settings.js';

type AntdLocale = typeof enUS;

/** Ant Design's own texts (pickers, pagination, empty states) per language; the rarer ones load when chosen. */
const LOCALES: Record<Language, () => Promise<AntdLocale>> = {
  tr: async () => trTR,
  en: async () => enUS,
  zh: async () => (await import('antd/locale/zh_CN')).default,
  es: async () => (await import('antd/locale/es_ES')).default,
  fr: async () => (await import('antd/locale/fr_FR')).default,
  it: async () => (await import('antd/locale/it_IT')).default,
  ar: async () => (await import('antd/locale/ar_EG')).default,
};

function useAntdLocale(language: Language): AntdLocale {
  const [loaded, setLoaded] = useState<{ language: Language; locale: AntdLocale } | null>(null);
  useEffect(() => {
    let current = true;
    void LOCALES[language]().then((locale) => {
      if (current) {
        setLoaded({ language, locale });
      }
    });
    return () => {
      current = false;
    };
  }, [language]);
  if (language === 'tr') {
    return trTR;
  }
  // English until the language's own file has arrived (a moment, once).
  return loaded?.language === language ? loaded.locale : enUS;
}

/** The CSP nonce of this page (Vite writes it into a meta tag; the server fills it per response). */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}

/**
 * Tag text on its light background: where Ant Design's default (the status colour for status tags, shade 7 for
 * preset colours) stays under WCAG AA's 4.5:1, the first darker shade of the same palette that reaches it.
 */
const LIGHT_TAG_TOKENS = {
  colorSuccess: '#237804',
  colorInfo: '#0958d9',
  colorWarning: '#874d00',
  colorError: '#cf1322',
  green7: '#237804',
  gold7: '#874d00',
  orange7: '#ad4e00',
  volcano7: '#ad2102',
  cyan7: '#006d75',
  lime7: '#3f6600',
  yellow7: '#876800',
};

/** Ant Design's look for the signed-in pages: locale, direction, light/dark and the brand colour. */
export function AntdProvider({ children }: { children: ReactNode }) {
  const settings = useSettings();
  const dark = settings.theme === 'dark';
  const locale = useAntdLocale(settings.language);
  // Back from a public payment screen (Turkish or English only), the signed-in pages take the stored language again.
  useEffect(() => {
    void restoreSettingsLanguage();
  }, []);
  return (
    <ConfigProvider
      locale={locale}
      direction={settings.direction}
      csp={{ nonce: pageNonce() }}
      theme={{
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: {
          colorPrimary: '#1f4fd1',
          // Hover darkens (the brand's dark shade) instead of Ant Design's lighter tint, which falls under WCAG
          // AA's 4.5:1 on white for a default button's text.
          colorPrimaryHover: '#163ba3',
          borderRadius: 8,
          fontFamily: "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
          // Secondary text dark enough for WCAG AA contrast on both themes.
          colorTextSecondary: dark ? 'rgba(255,255,255,0.72)' : 'rgba(0,0,0,0.68)',
          colorTextDescription: dark ? 'rgba(255,255,255,0.68)' : 'rgba(0,0,0,0.64)',
          // Also labels (descriptions) and the placeholders of selects, which are text a reader needs.
          colorTextTertiary: dark ? 'rgba(255,255,255,0.64)' : 'rgba(0,0,0,0.6)',
          colorTextPlaceholder: dark ? 'rgba(255,255,255,0.6)' : 'rgba(0,0,0,0.56)',
        },
        // A danger button's text (#ff4d4f by default) reaches 4.5:1 on white only a shade darker.
        components: dark
          ? {}
          : {
              Tag: LIGHT_TAG_TOKENS,
              Button: { colorError: '#cf1322', colorErrorHover: '#a8071a', colorErrorActive: '#820014' },
            },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
