import { ERP_REPORT_DEFINITIONS } from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/erpreport.json';
import tr from '../../locales/tr/erpreport.json';

function keys(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('the ERP report texts', () => {
  it('have the same keys in English and Turkish', () => {
    expect(keys(en).sort()).toEqual(keys(tr).sort());
  });

  it("name the reports in Turkish exactly as the server's picker does", () => {
    for (const report of ERP_REPORT_DEFINITIONS) {
      expect(tr.reports[report.key]).toEqual({ title: report.title, description: report.description });
    }
  });
});
