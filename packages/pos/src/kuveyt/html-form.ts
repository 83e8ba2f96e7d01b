import type { ThreeDForm } from '../types.js';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** HTML character references in an attribute value (named, decimal and hexadecimal). */
export function decodeHtmlEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
    }
    if (body.startsWith('#')) {
      return String.fromCodePoint(Number.parseInt(body.slice(1), 10));
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** A tag's attributes, names in lower case, values quoted with " or ' or bare. */
export function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = Object.create(null);
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of tag.replace(/^<\s*[^\s>/]+/, '').matchAll(pattern)) {
    const name = (match[1] ?? '').toLowerCase();
    if (name !== '' && !(name in attributes)) {
      attributes[name] = decodeHtmlEntities(match[2] ?? match[3] ?? match[4] ?? '');
    }
  }
  return attributes;
}

/**
 * The first form of a bank's HTML page, read so that our own page can submit it (we never show the bank's page
 * and its scripts): the action resolved against the page's address (only http and https), and the named inputs.
 * Scripts and comments are skipped, unknown tags (`<APM_DO_NOT_TOUCH>`) tolerated. No form → null.
 */
export function readFirstForm(html: string, pageUrl: string): ThreeDForm | null {
  const text = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<script\b[\s\S]*?<\/script\s*>/gi, '');
  const open = /<form\b[^>]*>/i.exec(text);
  if (!open) {
    return null;
  }
  const end = text.slice(open.index).search(/<\/form\s*>/i);
  const body = text.slice(open.index + open[0].length, end === -1 ? undefined : open.index + end);
  let action: URL;
  try {
    action = new URL(attributesOf(open[0]).action ?? '', pageUrl);
  } catch {
    return null;
  }
  if (action.protocol !== 'https:' && action.protocol !== 'http:') {
    return null;
  }
  const fields = new Map<string, string>();
  for (const match of body.matchAll(/<input\b[^>]*>/gi)) {
    const input = attributesOf(match[0]);
    const type = (input.type ?? 'text').toLowerCase();
    if (!input.name || ['submit', 'button', 'image', 'reset', 'file'].includes(type)) {
      continue;
    }
    if (!fields.has(input.name)) {
      fields.set(input.name, input.value ?? '');
    }
  }
  return { kind: 'form', action: action.toString(), fields: Object.fromEntries(fields) };
}
