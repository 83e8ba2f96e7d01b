import { DBS_STATUS_LABELS, DOCUMENT_TYPE_LABELS, messages, PLAN_STATUS_LABELS } from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import enAdmin from './en/admin.json';
import enAdminAudit from './en/adminaudit.json';
import enAdminImport from './en/adminimport.json';
import enAdminOps from './en/adminops.json';
import enAdminPricing from './en/adminpricing.json';
import enCollection from './en/collection.json';
import enCommon from './en/common.json';
import enDbs from './en/dbs.json';
import enLinks from './en/links.json';
import enMessages from './en/messages.json';
import enPay from './en/pay.json';
import enPlan from './en/plan.json';
import enStatement from './en/statement.json';
import enSubfirms from './en/subfirms.json';
import trAdmin from './tr/admin.json';
import trAdminAudit from './tr/adminaudit.json';
import trAdminImport from './tr/adminimport.json';
import trAdminOps from './tr/adminops.json';
import trAdminPricing from './tr/adminpricing.json';
import trCollection from './tr/collection.json';
import trCommon from './tr/common.json';
import trDbs from './tr/dbs.json';
import trLinks from './tr/links.json';
import trPay from './tr/pay.json';
import trPlan from './tr/plan.json';
import trStatement from './tr/statement.json';
import trSubfirms from './tr/subfirms.json';

/** Every texts file of every language, by its path (`./zh/common.json`). */
const FILES = import.meta.glob<object>('./*/*.json', { eager: true, import: 'default' });
const OTHER_LANGUAGES = ['zh', 'es', 'fr', 'it', 'ar'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key path with its text. */
function entries(texts: object, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? entries(value as object, `${prefix}${key}.`)
      : Array.isArray(value)
        ? value.map((item, index) => [`${prefix}${key}.${index}`, String(item)] as [string, string])
        : [[`${prefix}${key}`, String(value)] as [string, string]],
  );
}

/** The {{placeholders}} and <0>-style tags of a text. */
const marks = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?\d+>/g)].map((m) => m[1] ?? m[0]).sort();

/** Every key path of a nested texts object. */
function keys(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('the English texts', () => {
  it('translate every message of the catalogue', () => {
    expect(Object.keys(messages).filter((key) => !(key in enMessages))).toEqual([]);
  });

  it('have the same keys as the Turkish ones', () => {
    expect(keys(enPay).sort()).toEqual(keys(trPay).sort());
    expect(keys(enCommon).sort()).toEqual(keys(trCommon).sort());
    expect(keys(enLinks).sort()).toEqual(keys(trLinks).sort());
    expect(keys(enStatement).sort()).toEqual(keys(trStatement).sort());
    expect(keys(enPlan).sort()).toEqual(keys(trPlan).sort());
    expect(keys(enCollection).sort()).toEqual(keys(trCollection).sort());
    expect(keys(enSubfirms).sort()).toEqual(keys(trSubfirms).sort());
    expect(keys(enAdmin).sort()).toEqual(keys(trAdmin).sort());
    expect(keys(enAdminAudit).sort()).toEqual(keys(trAdminAudit).sort());
    expect(keys(enAdminImport).sort()).toEqual(keys(trAdminImport).sort());
    expect(keys(enAdminOps).sort()).toEqual(keys(trAdminOps).sort());
    expect(keys(enAdminPricing).sort()).toEqual(keys(trAdminPricing).sort());
    expect(keys(enDbs).sort()).toEqual(keys(trDbs).sort());
  });

  it('spell "instalment" one way, the British way most of them use', () => {
    const english = Object.entries(FILES).filter(([file]) => file.startsWith('./en/'));
    const american = english.flatMap(([file, texts]) =>
      entries(texts)
        .filter(([, text]) => /installment/i.test(text))
        .map(([key]) => `${file} ${key}`),
    );
    expect(american).toEqual([]);
  });

  it('name the document types and plan statuses as the Excel and PDF files do', () => {
    expect(trStatement.types).toEqual(DOCUMENT_TYPE_LABELS);
    expect(trPlan.status).toEqual(PLAN_STATUS_LABELS);
    expect(trDbs.status).toEqual(DBS_STATUS_LABELS);
  });

  it("keep the specification's exact Turkish texts of the payment screens", () => {
    expect(trPay.options).toMatchObject({
      infoPanel: 'Taksit Seçenekleri',
      noData: 'Veri Yok',
      noneForCard: 'Kartınız için uygun bir ödeme seçeneği bulunmamaktadır.',
      enterCard: 'Ödeme seçenekleri için kart bilgilerinizi giriniz.',
    });
    expect(trPay.params).toEqual({
      waiting: 'Lütfen bekleyiniz...',
      redirecting: 'Alışveriş sitesine yönlendiriliyorsunuz',
      failed: 'Ödeme başarısız. Lütfen Tekrar deneyiniz.',
    });
    expect(trPay.fields).toMatchObject({ expiry: 'Son Kullanma Tarihi (AA/YY)', expiryPlaceholder: 'AA/YY' });
    expect(enPay.fields).toMatchObject({ expiry: 'Expiry date (MM/YY)', expiryPlaceholder: 'MM/YY' });
    expect(trPay.modal.popupBlocked).toBe(
      'Tarayıcı yeni pencere açmayı engelledi. Lütfen izin verin veya pop-up engelleyiciyi kapatın.',
    );
  });
});

describe.each(OTHER_LANGUAGES)('the %s texts', (language) => {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const english = Object.keys(FILES).filter((file) => file.startsWith('./en/'));

  it('have a file for every English one', () => {
    const own = Object.keys(FILES).filter((file) => file.startsWith(`./${language}/`));
    expect(own.map((file) => file.slice(language.length + 3)).sort()).toEqual(
      english.map((file) => file.slice(5)).sort(),
    );
  });

  it("say everything the English say, each plural in the language's own forms, with the same placeholders", () => {
    for (const file of english) {
      const source = new Map(entries(FILES[file] ?? {}));
      const target = new Map(entries(FILES[`./${language}/${file.slice(5)}`] ?? {}));
      const expectedKeys = new Set<string>();
      for (const key of source.keys()) {
        if (key.startsWith('languages.')) {
          continue;
        }
        const plural = PLURAL.exec(key);
        const base = plural ? key.slice(0, -plural[0].length) : key;
        for (const form of plural ? categories.map((category) => `${base}_${category}`) : [key]) {
          expectedKeys.add(form);
        }
      }
      const actual = [...target.keys()].filter((key) => !key.startsWith('languages.'));
      expect({ file, keys: actual.sort() }).toEqual({ file, keys: [...expectedKeys].sort() });
      for (const key of expectedKeys) {
        const plural = PLURAL.exec(key);
        const english = source.get(plural ? `${key.slice(0, -plural[0].length)}_other` : key) ?? '';
        const text = target.get(key) ?? '';
        expect(text.trim(), `${file} ${key}`).not.toBe('');
        // One, two and zero may name their number in words ("بندان", two lines) instead of {{count}}.
        const optional = plural && ['zero', 'one', 'two'].includes(plural[1] ?? '') ? ['count'] : [];
        expect(
          marks(text).filter((mark) => !optional.includes(mark)),
          `${file} ${key}`,
        ).toEqual(marks(english).filter((mark) => !optional.includes(mark)));
      }
    }
  });

  it('name every language of the list in its own words', () => {
    expect((FILES[`./${language}/common.json`] as { languages: object }).languages).toEqual(
      (FILES['./tr/common.json'] as { languages: object }).languages,
    );
  });
});
