import { describe, expect, it } from 'vitest';
import { auditRow } from './audit.js';

describe('audit rows', () => {
  it('keep no card number a user typed into what is recorded (a search, a filter)', () => {
    const row = auditRow({
      event: 'audit-log.export',
      outcome: 'success',
      objectId: '4546711234567894',
      details: { search: 'kart 4546 7112 3456 7894', nested: [{ text: '4546711234567894' }], rows: 3 },
    });
    expect(row.objectId).toBe('454671******7894');
    expect(row.details).toEqual({
      search: 'kart 454671******7894',
      nested: [{ text: '454671******7894' }],
      rows: 3,
    });
    expect(JSON.stringify(row)).not.toContain('4546711234567894');
  });

  it('keep an order number that passes Luhn but belongs to no card scheme as it was', () => {
    const row = auditRow({
      event: 'audit-log.export',
      outcome: 'success',
      objectId: '1732812345673',
      details: { search: 'Kabul POS 1732812345673', nested: [{ text: 'kart 4546711234567894' }] },
    });
    expect(row.objectId).toBe('1732812345673');
    expect(row.details).toEqual({
      search: 'Kabul POS 1732812345673',
      nested: [{ text: 'kart 454671******7894' }],
    });
  });
});
