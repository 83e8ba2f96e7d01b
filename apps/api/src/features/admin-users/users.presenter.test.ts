import { describe, expect, it } from 'vitest';
import { maskedMobile } from './users.presenter.js';

describe("another tenant's person", () => {
  it('shows only the last two digits of a mobile number, keeping its spacing', () => {
    expect(maskedMobile('0532 123 45 67')).toBe('•••• ••• •• 67');
    expect(maskedMobile('+90 (532) 123-4567')).toBe('+•• (•••) •••-••67');
    expect(maskedMobile('67')).toBe('67');
  });
});
