import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_POLICY,
  type DescriptionPurifier,
  isAllowedDescriptionHref,
  sanitizeDescription,
} from './description-policy.js';

const window = new JSDOM('').window;
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
const sanitize = (html: string) => sanitizeDescription(html, purify);

describe('description policy', () => {
  it('keeps the allowed tags and the text of the others', () => {
    const html =
      '<p>A <b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u><br></p><ul><li>1</li></ul><ol><li>2</li></ol>';
    expect(sanitize(html)).toBe(html);
    expect(sanitize('<div style="position:fixed;inset:0">overlay</div> <h1>t</h1>')).toBe('overlay t');
  });

  it('drops scripts, handlers, forms, frames, styles and data or aria attributes', () => {
    expect(sanitize('<img src=x onerror=alert(1)><svg><script>alert(1)</script></svg>')).toBe('');
    expect(
      sanitize('<p onclick="alert(1)" style="color:red" data-x="1" aria-label="a" title="t">p</p>'),
    ).toBe('<p>p</p>');
    expect(sanitize('<form action="https://evil.example"><input name="x"></form>')).toBe('');
    expect(sanitize('<iframe src="https://evil.example"></iframe><style>p{}</style>')).toBe('');
    expect(sanitize('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>')).toBe('');
  });

  it('keeps absolute https links only, opening in a new tab without an opener', () => {
    expect(sanitize('<a href="https://ok.example/a?b=1#c" target="_self" rel="opener">ok</a>')).toBe(
      '<a href="https://ok.example/a?b=1#c" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    // Leading and trailing spaces are trimmed (browsers ignore them too); the link stays.
    expect(sanitize('<a href=" https://ok.example ">ok</a>')).toContain('href="https://ok.example"');
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://insecure.example',
      '//evil.example',
      '/relative',
      'https://bank.example@evil.example',
      'ht tps://evil.example',
      'mailto:a@b.example',
    ]) {
      expect(sanitize(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('accepts https hosts the way tenants write them', () => {
    expect(isAllowedDescriptionHref('https://www.örnek.com.tr/iletişim')).toBe(true);
    expect(isAllowedDescriptionHref('HTTPS://OK.EXAMPLE:8443')).toBe(true);
    expect(isAllowedDescriptionHref('https://')).toBe(false);
    expect(isAllowedDescriptionHref('https:ok.example')).toBe(false);
  });

  it('is stable: sanitising its own output changes nothing (server, then browser)', () => {
    const once = sanitize(
      '<p><a href="https://ok.example">a</a><b><i>x</b></i><noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    );
    expect(sanitize(once)).toBe(once);
  });

  it('returns at most 4000 characters of well-formed HTML', () => {
    const entities = sanitize(`<p>${'&amp;'.repeat(5000)}</p>`);
    expect(entities.length).toBeLessThanOrEqual(DESCRIPTION_POLICY.maxLength);
    expect(entities.endsWith('&amp;</p>')).toBe(true);
    const link = sanitize(`<p><a href="https://ok.example">${'ab'.repeat(3000)}</a> <b>tail</b></p>`);
    expect(link.length).toBeLessThanOrEqual(DESCRIPTION_POLICY.maxLength);
    expect(link.endsWith('</a></p>')).toBe(true);
    expect(sanitize(link)).toBe(link);
  });

  it('parses at most 20000 characters of input', () => {
    const seen: number[] = [];
    const spy: DescriptionPurifier = {
      sanitize: (dirty, config) => {
        seen.push(dirty.length);
        return purify.sanitize(dirty, config);
      },
      addHook: (entry, hook) => purify.addHook(entry, hook),
      removeHook: (entry, hook) => purify.removeHook(entry, hook),
    };
    sanitizeDescription('x'.repeat(50_000), spy);
    expect(seen[0]).toBe(DESCRIPTION_POLICY.maxInputLength);
  });

  it('leaves no hook or configuration behind on the instance', () => {
    sanitize('<a href="https://ok.example">x</a>');
    expect(purify.sanitize('<a href="http://plain.example" title="t">x</a>')).toBe(
      '<a href="http://plain.example" title="t">x</a>',
    );
  });

  it('refuses to run where DOMPurify would pass HTML through unchanged', () => {
    const unsupported = { ...purify, isSupported: false, sanitize: (dirty: string) => dirty };
    expect(() => sanitizeDescription('<img src=x onerror=alert(1)>', unsupported)).toThrow(/not supported/);
  });
});
