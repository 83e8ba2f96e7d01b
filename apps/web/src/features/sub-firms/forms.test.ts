import { PERMISSION_KEYS, type PermissionKey } from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_FIRM_FORM, firmFormValues, toFirmCreate } from './firm-form.js';
import { firmFormIssues } from './firm-form-issues.js';
import { grantableFlags, toUserInvite, toUserUpdate } from './user-form.js';

const flags = (granted: PermissionKey[]) =>
  Object.fromEntries(PERMISSION_KEYS.map((key) => [key, granted.includes(key)])) as Record<
    PermissionKey,
    boolean
  >;

describe('the firm form', () => {
  it('sends blanks as null and the Turkish risk limit in the API form', () => {
    expect(
      toFirmCreate({
        ...EMPTY_FIRM_FORM,
        code: ' 2001 ',
        name: 'Ege Yapı',
        taxNumber: '1234567890',
        riskLimit: '1.250,5',
      }),
    ).toEqual({
      code: '2001',
      name: 'Ege Yapı',
      taxNumber: '1234567890',
      taxOffice: null,
      city: null,
      address: null,
      contactName: null,
      email: null,
      phone: null,
      riskLimit: '1250.50',
    });
  });

  it("checks with the shared schema's Turkish messages, the tax number's checksum too", () => {
    const issues = firmFormIssues(
      { ...EMPTY_FIRM_FORM, code: '2001', name: '', taxNumber: '1234567891' },
      true,
    );
    expect(issues.name).toBe('Bayi adı zorunludur.');
    expect(issues.taxNumber).toBeDefined();
    expect(issues.code).toBeUndefined();
    expect(firmFormIssues({ ...EMPTY_FIRM_FORM, name: 'Ege', taxNumber: '10000000146' }, false)).toEqual({});
    expect(
      firmFormIssues({ ...EMPTY_FIRM_FORM, name: 'Ege', taxNumber: '10000000146', riskLimit: '12,x' }, false)
        .riskLimit,
    ).toBeDefined();
  });

  it('shows a stored risk limit the Turkish way', () => {
    const values = firmFormValues({ riskLimit: '25000.00', taxNumber: null } as Parameters<
      typeof firmFormValues
    >[0]);
    expect(values.riskLimit).toBe('25.000,00');
    expect(values.taxNumber).toBe('');
  });
});

describe('the user form', () => {
  it('offers only the flags the signed-in user holds, never addSubFirm', () => {
    expect(grantableFlags(flags(['addSubFirm', 'posCollection', 'firmTransaction']))).toEqual([
      'posCollection',
      'firmTransaction',
    ]);
  });

  it('sends all ten flags; a flag the granter cannot give keeps the edited user’s value', () => {
    const grantable: PermissionKey[] = ['posCollection', 'firmTransaction'];
    const invite = toUserInvite(
      { name: ' Ali ', email: ' Ali@Ege.COM ', mobile: '', permissions: ['firmTransaction'], language: 'en' },
      grantable,
    );
    expect(invite).toMatchObject({ name: 'Ali', email: 'ali@ege.com', mobile: null, language: 'en' });
    expect(invite.permissions).toEqual(flags(['firmTransaction']));
    const update = toUserUpdate(
      {
        name: 'Ali',
        email: 'ali@ege.com',
        mobile: '0532 111 22 33',
        permissions: ['posCollection'],
        language: 'tr',
      },
      grantable,
      flags(['firmTransaction', 'stocks']),
    );
    expect(update.permissions).toEqual(flags(['posCollection', 'stocks']));
  });
});
