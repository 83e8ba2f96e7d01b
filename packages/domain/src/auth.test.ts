import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ChangePasswordRequest, ForgotPasswordRequest, LoginRequest, SetPasswordRequest } from './auth.js';
import { formatIssues } from './index.js';
import { messages } from './messages.js';

function messagesOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : formatIssues(result.error.issues);
}

describe('LoginRequest', () => {
  it('speaks the sign-in screen messages verbatim (SPEC 5)', () => {
    expect(messagesOf(LoginRequest, {})).toEqual(['Email alanı zorunludur!', 'Şifre alanı zorunludur!']);
    expect(messagesOf(LoginRequest, { email: '', password: '' })).toEqual([
      'Email alanı zorunludur!',
      'Şifre alanı zorunludur!',
    ]);
    expect(messagesOf(LoginRequest, { email: '   ', password: 'x' })).toEqual(['Email alanı zorunludur!']);
  });

  it('accepts a valid request and trims the e-mail', () => {
    const parsed = LoginRequest.parse({
      email: ' demo@tahsilat.local ',
      password: 'secret',
      b2BDomainUrl: 'http://x',
    });
    expect(parsed.email).toBe('demo@tahsilat.local');
  });

  it('refuses unknown fields (mass assignment) with a Turkish message', () => {
    expect(messagesOf(LoginRequest, { email: 'a@b.co', password: 'x', tenantId: 'x' })).toEqual([
      "Tanınmayan alan: 'tenantId'.",
    ]);
  });

  it('refuses a malformed e-mail', () => {
    expect(messagesOf(LoginRequest, { email: 'not-an-email', password: 'x' })).toEqual([
      messages.invalidEmail,
    ]);
  });
});

describe('ForgotPasswordRequest', () => {
  it("asks for the e-mail with the screen's text", () => {
    expect(messagesOf(ForgotPasswordRequest, { Email: '' })).toEqual(['Lütfen mail adresinizi girin!']);
    expect(
      messagesOf(ForgotPasswordRequest, { Email: 'a@b.co', ScreenOption: 1, TenantUrl: 'http://localhost' }),
    ).toEqual([]);
  });
});

describe('password rule', () => {
  const cases: [string, string[]][] = [
    ['', ['Lütfen şifrenizi giriniz.']],
    ['short1', [messages.passwordTooShort]],
    ['onlyletterslong', [messages.passwordNeedsLetterAndDigit]],
    ['123456789012', [messages.passwordNeedsLetterAndDigit]],
    ['has space 12345', [messages.passwordNoSpaces]],
    [`a1${'x'.repeat(127)}`, [messages.passwordTooLong]],
    ['Tahsilat.2027x', []],
    ['şifrem12345678', []],
  ];
  it.each(cases)('%j → %j', (password, expected) => {
    expect(messagesOf(SetPasswordRequest, { PsrGuid: 'abc', Password: password })).toEqual(expected);
  });

  it('needs the confirmation on change and checks that it matches', () => {
    expect(
      messagesOf(ChangePasswordRequest, {
        currentPassword: 'x',
        newPassword: 'Yenisifre2026',
        confirmPassword: '',
      }),
    ).toEqual(['Lütfen yeni şifre tekrar alanını boş bırakmayın.']);
    expect(
      messagesOf(ChangePasswordRequest, {
        currentPassword: 'x',
        newPassword: 'Yenisifre2026',
        confirmPassword: 'Yenisifre2027',
      }),
    ).toEqual(['Girdiğiniz şifreler eşleşmiyor.']);
  });
});

describe('generic messages', () => {
  it('name the field and stay Turkish', () => {
    expect(messagesOf(LoginRequest, { email: 'a@b.co', password: 'x', b2BDomainUrl: 5 })).toEqual([
      "'b2BDomainUrl' alanının türü geçersiz.",
    ]);
    expect(
      messagesOf(LoginRequest, { email: 'a@b.co', password: 'x', b2BDomainUrl: 'x'.repeat(3000) }),
    ).toEqual(["'b2BDomainUrl' alanı en fazla 2048 karakter olabilir."]);
  });
});
