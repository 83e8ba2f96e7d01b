import { describe, expect, it } from 'vitest';
import { tenantText } from './tenant-text.js';

describe('a tenant text in the shell language', () => {
  const translations = { en: 'Product catalogue', fr: 'Catalogue' };

  it("shows the language's translation", () => {
    expect(tenantText('Ürün Kataloğu', translations, 'en')).toBe('Product catalogue');
    expect(tenantText('Ürün Kataloğu', translations, 'en-GB')).toBe('Product catalogue');
    expect(tenantText('Ürün Kataloğu', translations, 'fr')).toBe('Catalogue');
  });

  it('falls back to the default text without one, and to nothing without either', () => {
    expect(tenantText('Ürün Kataloğu', translations, 'tr')).toBe('Ürün Kataloğu');
    expect(tenantText('Ürün Kataloğu', translations, 'ar')).toBe('Ürün Kataloğu');
    expect(tenantText('Ürün Kataloğu', { en: '' }, 'en')).toBe('Ürün Kataloğu');
    expect(tenantText('Ürün Kataloğu', undefined, 'en')).toBe('Ürün Kataloğu');
    expect(tenantText(null, {}, 'en')).toBeNull();
  });
});
