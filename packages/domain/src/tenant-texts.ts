import { z } from 'zod';
import { DESCRIPTION_POLICY } from './description-policy.js';
import { freeText } from './integration-fields.js';
import { messages } from './messages.js';

/**
 * Translations of the tenant's own texts (issue 27): the side menu's link title and the notice on the payment
 * screens. The field's own column is the default (Turkish) text; a translation is kept per field and language in
 * `tenants.text_translations` and is optional: a language without one shows the default text.
 */

/** The tenant texts that may be translated. */
export const TENANT_TEXT_FIELDS = ['b2bMenuLinkItemTitle', 'posCollectionDescription'] as const;
export type TenantTextField = (typeof TENANT_TEXT_FIELDS)[number];

/** The shell's languages besides Turkish, the default text's language (SPEC 3, 9). */
export const TENANT_TEXT_LANGUAGES = ['en', 'zh', 'es', 'fr', 'it', 'ar'] as const;
export type TenantTextLanguage = (typeof TENANT_TEXT_LANGUAGES)[number];

/** The menu link title's length limit, its translations' too. */
export const MENU_LINK_TITLE_MAX = 60;

/** A field's translations by language: `{ "en": "Product catalogue" }`. */
export type TextByLanguage = Partial<Record<TenantTextLanguage, string>>;
/** What `tenants.text_translations` holds: `{ "b2bMenuLinkItemTitle": { "en": "…" } }`. */
export type TenantTextTranslations = Partial<Record<TenantTextField, TextByLanguage>>;

/** One field's translations: known languages only; a blank translation is dropped (the default text shows). */
function byLanguage(text: z.ZodType<string, string>) {
  const shape = Object.fromEntries(TENANT_TEXT_LANGUAGES.map((language) => [language, text.nullish()])) as {
    [L in TenantTextLanguage]: z.ZodOptional<z.ZodNullable<z.ZodType<string, string>>>;
  };
  return z
    .strictObject(shape)
    .transform(
      (languages) =>
        Object.fromEntries(
          Object.entries(languages).filter((entry): entry is [string, string] => Boolean(entry[1])),
        ) as TextByLanguage,
    );
}

/**
 * The translations as the console sends them: known fields and languages only (anything else is refused, 406),
 * texts within their field's limit. The notice's HTML is sanitised by the server before it is stored.
 */
export const TenantTextTranslationsInput = z
  .strictObject({
    b2bMenuLinkItemTitle: byLanguage(freeText(MENU_LINK_TITLE_MAX)).optional(),
    posCollectionDescription: byLanguage(freeText(DESCRIPTION_POLICY.maxInputLength)).optional(),
  })
  .describe(
    'Translations of the tenant texts by field and language (en zh es fr it ar); blank ones are dropped',
  )
  .transform((fields) => {
    const kept: TenantTextTranslations = {};
    for (const field of TENANT_TEXT_FIELDS) {
      const languages = fields[field];
      if (languages && Object.keys(languages).length > 0) {
        kept[field] = languages;
      }
    }
    return kept;
  });

/** A field's translations in an answer: language → text. */
export const TextByLanguageSchema = z
  .record(z.string(), z.string())
  .describe('The text by language (en zh es fr it ar); a language missing here shows the default text');

/** The stored translations in an answer. */
export const TenantTextTranslationsSchema = z.record(z.string(), TextByLanguageSchema);

/** The menu link's address: an http(s) URL, nothing the browser would run. */
export const MenuLinkUrl = z
  .string()
  .trim()
  .max(500)
  .refine((text) => /^https?:\/\/[^\s"'<>]+$/i.test(text), messages.siteMenuLinkInvalid);

/** The stored translations of one field, read defensively (the column is free JSON): strings of known languages. */
export function storedTranslations(stored: unknown, field: TenantTextField): TextByLanguage {
  const languages =
    stored && typeof stored === 'object' ? (stored as Record<string, unknown>)[field] : undefined;
  if (!languages || typeof languages !== 'object') {
    return {};
  }
  const kept: TextByLanguage = {};
  for (const language of TENANT_TEXT_LANGUAGES) {
    const text = (languages as Record<string, unknown>)[language];
    if (typeof text === 'string' && text.trim() !== '') {
      kept[language] = text;
    }
  }
  return kept;
}

/** The text for `language` ("en", "en-GB"): its translation, or else the default text. */
export function textFor(
  defaultText: string | null,
  translations: Readonly<Record<string, string>> | null | undefined,
  language: string,
): string | null {
  const base = language.toLowerCase().split('-')[0] ?? '';
  return translations?.[base] || defaultText;
}
