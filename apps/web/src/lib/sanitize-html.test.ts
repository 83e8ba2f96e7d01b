import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSS_CORPUS } from '../../../api/test/xss-corpus.js';

// The module builds its DOMPurify over the page's window: a jsdom window stands in for it here.
const dom = new JSDOM('<!doctype html><html><body></body></html>');
const globals = globalThis as unknown as { window?: unknown };

beforeAll(() => {
  globals.window = dom.window;
});
afterAll(() => {
  delete globals.window;
  dom.window.close();
});

describe('the payment description in the browser', () => {
  it.each(XSS_CORPUS)('$name leaves nothing that runs', async ({ input }) => {
    const { sanitizeDescription } = await import('./sanitize-html.js');
    const container = dom.window.document.createElement('div');
    container.innerHTML = sanitizeDescription(input);
    for (const element of container.querySelectorAll('*')) {
      expect(['P', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'UL', 'OL', 'LI', 'A']).toContain(element.tagName);
      for (const attribute of element.getAttributeNames()) {
        expect(['href', 'target', 'rel']).toContain(attribute);
      }
      const href = element.getAttribute('href');
      if (href !== null) {
        expect(href).toMatch(/^https:\/\//);
      }
    }
  });

  it('keeps the allowed markup and opens links in a new tab', async () => {
    const { sanitizeDescription } = await import('./sanitize-html.js');
    expect(
      sanitizeDescription('<p><strong>3D</strong> <a href="https://ornek.com.tr">bize yazın</a></p>'),
    ).toBe(
      '<p><strong>3D</strong> <a href="https://ornek.com.tr" target="_blank" rel="noopener noreferrer">bize yazın</a></p>',
    );
    expect(sanitizeDescription(null)).toBe('');
  });
});
