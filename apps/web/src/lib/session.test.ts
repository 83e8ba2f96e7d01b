import type { LoginData } from '@tahsilat/domain';
import { PERMISSION_KEYS } from '@tahsilat/domain/permission-keys';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearAll,
  clearCredentials,
  isActing,
  readActingFirm,
  readMenu,
  readValue,
  restoreOwnSession,
  saveActingLogin,
  saveLogin,
} from './session.js';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const login = (patch: Partial<LoginData>): LoginData =>
  ({
    ...Object.fromEntries(PERMISSION_KEYS.map((key) => [key, true])),
    token: 'own-token',
    expiration: Date.now() + 3_600_000,
    firmUserId: 'u-1',
    name: 'Demo Kullanıcı',
    tenantId: 't-1',
    firmId: 'f-1001',
    subFirmId: null,
    b2BMenuLinkItemLink: null,
    b2BMenuLinkItemTitle: null,
    actingAs: null,
    ...patch,
  }) as LoginData;

const dealer = { id: 'f-1002', code: '1002', name: 'Ege Bayi' };

describe("a dealer's read-only view in the browser's storage", () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    saveLogin(login({}));
  });

  it('keeps the own session aside while acting and puts it back at the end', () => {
    saveActingLogin(
      login({
        token: 'acting-token',
        subFirmId: dealer.id,
        firmId: dealer.id,
        actingAs: dealer,
        addSubFirm: false,
      }),
    );
    expect(isActing()).toBe(true);
    expect(readActingFirm()).toEqual(dealer);
    expect(readValue('token')).toBe('acting-token');
    expect(readValue('isSubFirm')).toBe('true');
    expect(readMenu().addSubFirm).toBe(false);

    expect(restoreOwnSession()).toBe(true);
    expect(isActing()).toBe(false);
    expect(readValue('token')).toBe('own-token');
    expect(readValue('isSubFirm')).toBe('false');
    expect(readMenu().addSubFirm).toBe(true);
  });

  it('forgets the kept own token on a refused call and on sign-out', () => {
    saveActingLogin(login({ token: 'acting-token', actingAs: dealer }));
    clearCredentials();
    expect(isActing()).toBe(false);
    expect(restoreOwnSession()).toBe(false);
    saveLogin(login({}));
    saveActingLogin(login({ token: 'acting-token', actingAs: dealer }));
    clearAll();
    expect(localStorage.length).toBe(0);
  });

  it('a login of its own after a dealer view ran out shows no banner', () => {
    saveActingLogin(login({ token: 'acting-token', actingAs: dealer }));
    saveLogin(login({ token: 'fresh-token' }));
    expect(isActing()).toBe(false);
    expect(restoreOwnSession()).toBe(false);
  });
});
