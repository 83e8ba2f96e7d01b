import { describe, expect, it } from 'vitest';
import { decodeCharset, encodeLatin5 } from './charset.js';
import { encodeFormBody, FormBodyError, parseFormBody } from './form-body.js';

describe('ISO-8859-9', () => {
  it('round-trips Turkish letters', () => {
    const text = 'Çağrı Şenöz İĞÜŞÖÇ ığüşöç';
    expect(decodeCharset(encodeLatin5(text), 'ISO-8859-9')).toBe(text);
  });
  it('writes ? for letters the charset lacks', () => {
    expect(decodeCharset(encodeLatin5('€'), 'iso-8859-9')).toBe('?');
  });
});

describe('bank form bodies', () => {
  it('reads UTF-8 and keeps +, %2B and empty values apart', () => {
    expect(parseFormBody('a=1+2&b=1%2B2&c=&d')).toEqual({ a: '1 2', b: '1+2', c: '', d: '' });
  });

  it('reads ISO-8859-9 when the encoding field says so', () => {
    const body = `encoding=ISO-8859-9&name=${[...encodeLatin5('Şahin')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('')}`;
    expect(parseFormBody(body).name).toBe('Şahin');
  });

  it('refuses duplicate keys, broken escapes, raw bytes and a wrong charset', () => {
    expect(() => parseFormBody('a=1&a=2')).toThrow(FormBodyError);
    expect(() => parseFormBody('a=%ZZ')).toThrow(FormBodyError);
    expect(() => parseFormBody('a=ş')).toThrow(FormBodyError);
    expect(() => parseFormBody('a=%FF%FE')).toThrow(FormBodyError);
  });

  it('gives __proto__ no special meaning', () => {
    const fields = parseFormBody('__proto__=x&constructor=y');
    expect(Object.getOwnPropertyDescriptor(fields, '__proto__')?.value).toBe('x');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('encodes what it parses', () => {
    const fields = { oid: 'A&B=C', note: 'Çay 1+1' };
    expect(parseFormBody(encodeFormBody(fields))).toEqual(fields);
  });
});
