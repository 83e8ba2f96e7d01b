import { describe, expect, it } from 'vitest';
import { actionsFor } from './sub-firm-actions.js';
import { isOverdue, narrowsSubFirms, nextSort, subFirmBalance, toSubFirmQuery } from './sub-firm-query.js';

describe('the sub-dealer list query', () => {
  it('sends only what is set, the switch as the query\'s "true", and the page', () => {
    expect(
      toSubFirmQuery(
        { search: '  ege ', status: 'passive', overdueOnly: true },
        { by: 'name', dir: 'desc' },
        3,
        50,
      ),
    ).toEqual({
      search: 'ege',
      status: 'passive',
      overdueOnly: 'true',
      sort: 'name',
      order: 'desc',
      page: 3,
      pageSize: 50,
    });
    expect(toSubFirmQuery({ search: ' ', overdueOnly: false }, { by: 'code', dir: 'asc' }, 1, 20)).toEqual({
      sort: 'code',
      order: 'asc',
      page: 1,
      pageSize: 20,
    });
    expect(narrowsSubFirms({ search: ' ' })).toBe(false);
    expect(narrowsSubFirms({ overdueOnly: true })).toBe(true);
  });

  it('flips the order on the same header, starts ascending on another', () => {
    expect(nextSort({ by: 'code', dir: 'asc' }, 'code')).toEqual({ by: 'code', dir: 'desc' });
    expect(nextSort({ by: 'code', dir: 'desc' }, 'name')).toEqual({ by: 'name', dir: 'asc' });
  });

  it('writes the balance with its side and tells an overdue dealer', () => {
    expect(subFirmBalance({ balance: '1250.50', side: 'B' })).toBe('1.250,50 (B)');
    expect(subFirmBalance({ balance: '0.00', side: '' })).toBe('0,00');
    expect(isOverdue({ overdue: '0.00' })).toBe(false);
    expect(isOverdue({ overdue: '0.01' })).toBe(true);
  });

  it('offers the dealer view only for an active firm, and no switch-on for a firm the ERP switched off', () => {
    expect(actionsFor({ status: 'active', passiveReason: null })).toEqual([
      'open',
      'users',
      'actAs',
      'deactivate',
    ]);
    expect(actionsFor({ status: 'passive', passiveReason: 'portal' })).toEqual(['open', 'users', 'activate']);
    expect(actionsFor({ status: 'passive', passiveReason: 'erp' })).toEqual(['open', 'users']);
  });
});
