import { App, ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import trTR from 'antd/locale/tr_TR';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import { type ReactNode, useEffect } from 'react';
import { useSettings } from '../../lib/settings.js';

/** The CSP nonce of this page (Vite writes it into a meta tag; the server fills it per response). */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}

/** Ant Design's look for the signed-in pages: locale, dayjs locale, direction, light/dark and the brand colour. */
export function AntdProvider({ children }: { children: ReactNode }) {
  const settings = useSettings();
  useEffect(() => {
    dayjs.locale(settings.language === 'tr' ? 'tr' : 'en');
  }, [settings.language]);
  const dark = settings.theme === 'dark';
  return (
    <ConfigProvider
      locale={settings.language === 'tr' ? trTR : enUS}
      direction={settings.direction}
      csp={{ nonce: pageNonce() }}
      theme={{
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: {
          colorPrimary: '#1f4fd1',
          borderRadius: 8,
          fontFamily: "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
          // Secondary text dark enough for WCAG AA contrast on both themes.
          colorTextSecondary: dark ? 'rgba(255,255,255,0.72)' : 'rgba(0,0,0,0.68)',
          colorTextDescription: dark ? 'rgba(255,255,255,0.68)' : 'rgba(0,0,0,0.64)',
        },
      }}
    >
      <App>{children}</App>
    </ConfigProvider>
  );
}
