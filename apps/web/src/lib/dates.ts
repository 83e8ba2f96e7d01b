import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import { i18n } from '../i18n/index.js';

/**
 * dayjs for the date pickers, speaking the interface's language (month names, Monday first in Turkish). Only
 * the pages with a date picker import this, so the others do not load dayjs.
 */
const DAYJS_LOCALES: Record<string, () => Promise<unknown>> = {
  zh: () => import('dayjs/locale/zh-cn'),
  es: () => import('dayjs/locale/es'),
  fr: () => import('dayjs/locale/fr'),
  it: () => import('dayjs/locale/it'),
  ar: () => import('dayjs/locale/ar'),
};
const DAYJS_NAMES: Record<string, string> = { zh: 'zh-cn' };

function follow(language: string | undefined): void {
  if (language === 'en' || language === 'tr' || !language) {
    dayjs.locale(language === 'en' ? 'en' : 'tr');
    return;
  }
  const load = DAYJS_LOCALES[language];
  void load?.().then(() => {
    if (i18n.language === language) {
      dayjs.locale(DAYJS_NAMES[language] ?? language);
    }
  });
}

follow(i18n.language);
i18n.on('languageChanged', follow);

export type { Dayjs } from 'dayjs';
export { dayjs };
