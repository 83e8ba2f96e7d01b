/**
 * The tenant's own texts in the shell's language (issue 27): the menu link title and the payment screens' notice
 * come with their translations by language; a language without one shows the default (Turkish) text.
 */
export function tenantText(
  defaultText: string | null | undefined,
  translations: Readonly<Record<string, string>> | null | undefined,
  language: string,
): string | null {
  const base = language.toLowerCase().split('-')[0] ?? '';
  return translations?.[base] || defaultText || null;
}
