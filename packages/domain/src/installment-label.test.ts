import { describe, expect, it } from 'vitest';
import { INSTALLMENT_LANGUAGES, installmentLabel } from './installment-label.js';

describe('installmentLabel (issue 27)', () => {
  it('writes a single payment, a plain count and a count with bonus instalments in Turkish', () => {
    expect(installmentLabel(1, 0, 'tr')).toBe('Tek Çekim');
    expect(installmentLabel(3, 0, 'tr')).toBe('3 taksit');
    expect(installmentLabel(3, 2, 'tr')).toBe('3 + 2 taksit');
  });

  it('writes English, and takes a regional tag by its base language', () => {
    expect(installmentLabel(1, 0, 'en')).toBe('Single payment');
    expect(installmentLabel(6, 0, 'en-GB')).toBe('6 instalments');
    expect(installmentLabel(3, 2, 'en')).toBe('3 + 2 instalments');
  });

  it('never adds bonus instalments to a single payment (they come only with instalments)', () => {
    expect(installmentLabel(1, 2, 'tr')).toBe('Tek Çekim');
  });

  it("follows Arabic's plural forms", () => {
    expect(installmentLabel(2, 0, 'ar')).toBe('قسطان');
    expect(installmentLabel(3, 0, 'ar')).toBe('3 أقساط');
    expect(installmentLabel(11, 0, 'ar')).toBe('11 قسطًا');
    expect(installmentLabel(3, 2, 'ar')).toBe('3 + 2 من الأقساط');
  });

  it('falls back to Turkish for an unknown language', () => {
    expect(installmentLabel(3, 2, 'de')).toBe('3 + 2 taksit');
  });

  it('names the bonus in every language the web offers', () => {
    for (const language of INSTALLMENT_LANGUAGES) {
      expect(installmentLabel(3, 2, language)).toMatch(/^3 \+ 2 \S/);
    }
  });
});
