/**
 * ISO-8859-9 (Latin-5, Turkish): Latin-1 with six letters swapped for ĞİŞğış. Node decodes it with
 * TextDecoder; encoding is done here because TextEncoder only writes UTF-8.
 */
const TURKISH_TO_BYTE: Record<string, number> = { Ğ: 0xd0, İ: 0xdd, Ş: 0xde, ğ: 0xf0, ı: 0xfd, ş: 0xfe };
const LATIN1_TAKEN = new Set([0xd0, 0xdd, 0xde, 0xf0, 0xfd, 0xfe]);

export function encodeLatin5(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  let length = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    const turkish = TURKISH_TO_BYTE[char];
    if (turkish !== undefined) {
      bytes[length] = turkish;
    } else if (code < 0x100 && !LATIN1_TAKEN.has(code)) {
      bytes[length] = code;
    } else {
      bytes[length] = 0x3f; // '?': the charset has no such letter
    }
    length += 1;
  }
  return bytes.slice(0, length);
}

const latin5 = new TextDecoder('iso-8859-9');
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes bytes in the named charset; UTF-8 unless the name says ISO-8859-9 / Latin-5 / windows-1254. */
export function decodeCharset(bytes: Uint8Array, charset: string | null | undefined): string {
  const name = (charset ?? 'utf-8').trim().toLowerCase();
  if (['iso-8859-9', 'iso8859-9', 'latin5', 'windows-1254', 'cp1254'].includes(name)) {
    return latin5.decode(bytes);
  }
  return utf8.decode(bytes);
}
