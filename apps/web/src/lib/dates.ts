import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import { i18n } from '../i18n/index.js';

/**
 * dayjs for the date pickers, speaking the interface's language (month names, Monday first in Turkish). Only
 * the pages with a date picker import this, so the others do not load dayjs.
 */
function follow(language: string | undefined): void {
  dayjs.locale(language === 'en' ? 'en' : 'tr');
}

follow(i18n.language);
i18n.on('languageChanged', follow);

export type { Dayjs } from 'dayjs';
export { dayjs };
