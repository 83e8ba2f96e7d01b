import {
  type SiteSettingsUpdate,
  storedTranslations,
  TENANT_TEXT_FIELDS,
  type TenantTextTranslations,
} from '@tahsilat/domain';
import { sanitizeTenantHtml } from '../../lib/sanitize-html.js';
import type { TenantChanges, TenantRow } from './site.repository.js';

/**
 * The tenant's own texts in the site settings (issue 27): the side menu's link and title, the payment screens'
 * notice, and their translations. Optional in a save: a body without them leaves them as stored.
 */

export interface SiteTexts {
  b2bMenuLinkItemLink: string | null;
  b2bMenuLinkItemTitle: string | null;
  posCollectionDescription: string | null;
  textTranslations: TenantTextTranslations;
}

/** The stored translations, known fields and languages only. */
export function translationsOf(stored: unknown): TenantTextTranslations {
  const kept: TenantTextTranslations = {};
  for (const field of TENANT_TEXT_FIELDS) {
    const languages = storedTranslations(stored, field);
    if (Object.keys(languages).length > 0) {
      kept[field] = languages;
    }
  }
  return kept;
}

export function textsOf(row: TenantRow): SiteTexts {
  return {
    b2bMenuLinkItemLink: row.b2bMenuLinkItemLink,
    b2bMenuLinkItemTitle: row.b2bMenuLinkItemTitle,
    posCollectionDescription: row.posCollectionDescription,
    textTranslations: translationsOf(row.textTranslations),
  };
}

/**
 * The texts a save sends, the HTML ones sanitised the way the notice always is (the same allow list, before it is
 * stored); a text the body leaves out keeps its stored value.
 */
export async function sentTexts(settings: SiteSettingsUpdate, current: SiteTexts): Promise<SiteTexts> {
  const translations = settings.textTranslations ?? current.textTranslations;
  const notices = translations.posCollectionDescription ?? {};
  const sanitised = Object.fromEntries(
    await Promise.all(
      Object.entries(notices).map(async ([language, html]) => [language, await sanitizeTenantHtml(html)]),
    ),
  ) as Record<string, string | null>;
  return {
    b2bMenuLinkItemLink:
      settings.b2bMenuLinkItemLink === undefined ? current.b2bMenuLinkItemLink : settings.b2bMenuLinkItemLink,
    b2bMenuLinkItemTitle:
      settings.b2bMenuLinkItemTitle === undefined
        ? current.b2bMenuLinkItemTitle
        : settings.b2bMenuLinkItemTitle,
    posCollectionDescription:
      settings.posCollectionDescription === undefined
        ? current.posCollectionDescription
        : await sanitizeTenantHtml(settings.posCollectionDescription),
    // In the one order the stored ones are read in: an unchanged save compares equal.
    textTranslations: translationsOf({ ...translations, posCollectionDescription: sanitised }),
  };
}

/** The columns of the texts; translations of no text at all are stored as null. */
export function textColumnsOf(texts: SiteTexts): TenantChanges {
  return {
    b2bMenuLinkItemLink: texts.b2bMenuLinkItemLink,
    b2bMenuLinkItemTitle: texts.b2bMenuLinkItemTitle,
    posCollectionDescription: texts.posCollectionDescription || null,
    textTranslations: Object.keys(texts.textTranslations).length > 0 ? texts.textTranslations : null,
  };
}
