import { decodeCharset } from './charset.js';

export class FormBodyError extends Error {}

function percentDecode(text: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? '';
    if (char === '+') {
      bytes.push(0x20);
    } else if (char === '%') {
      const hex = text.slice(i + 1, i + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) {
        throw new FormBodyError('bad percent escape');
      }
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      const code = char.charCodeAt(0);
      if (code > 0x7e || code < 0x20) {
        throw new FormBodyError('raw non-ASCII byte in a form body');
      }
      bytes.push(code);
    }
  }
  return new Uint8Array(bytes);
}

/**
 * A strict application/x-www-form-urlencoded parser for bank posts: every key once (a duplicate is an
 * error, never an array), values decoded in the charset the content type or the `encoding` field names.
 */
export function parseFormBody(
  body: Uint8Array | string,
  contentTypeCharset?: string | null,
): Record<string, string> {
  const text = typeof body === 'string' ? body : Buffer.from(body).toString('latin1');
  const raw: [Uint8Array, Uint8Array][] = [];
  for (const pair of text.split('&')) {
    if (pair === '') {
      continue;
    }
    const at = pair.indexOf('=');
    const key = at === -1 ? pair : pair.slice(0, at);
    const value = at === -1 ? '' : pair.slice(at + 1);
    raw.push([percentDecode(key), percentDecode(value)]);
  }
  const asciiKeys = raw.map(([key]) => Buffer.from(key).toString('latin1'));
  const encodingIndex = asciiKeys.findIndex((key) => key.toLowerCase() === 'encoding');
  const charset =
    contentTypeCharset ??
    (encodingIndex >= 0 ? Buffer.from(raw[encodingIndex]?.[1] ?? new Uint8Array()).toString('latin1') : null);
  const fields: Record<string, string> = Object.create(null);
  for (const [keyBytes, valueBytes] of raw) {
    let key: string;
    let value: string;
    try {
      key = decodeCharset(keyBytes, charset);
      value = decodeCharset(valueBytes, charset);
    } catch {
      throw new FormBodyError('the body is not in its declared charset');
    }
    if (Object.hasOwn(fields, key)) {
      throw new FormBodyError(`duplicate field ${key}`);
    }
    fields[key] = value;
  }
  return fields;
}

/** application/x-www-form-urlencoded from fields (UTF-8). */
export function encodeFormBody(fields: Readonly<Record<string, string>>): string {
  return new URLSearchParams(Object.entries(fields)).toString();
}
