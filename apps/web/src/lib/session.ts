import type { LoginData, PermissionFlags } from '@tahsilat/domain';
import { PERMISSION_KEYS } from '@tahsilat/domain/permission-keys';

/** The browser-stored values of SPEC 3, with their exact key names. */
export const STORAGE_KEYS = [
  'token',
  'expiration',
  'userId',
  'userName',
  'tenantId',
  'menu',
  'tenantLogo',
  'isSubFirm',
  'domainUrl',
  'isTenantSelectedFromModal',
  'pageTitle',
  'modal',
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];

/** Where a signed-out visitor was going; they return there after signing in (per tab). */
const INITIAL_URL_KEY = 'initialUrl';
/** Set for a tenant administrator without a firm (DESIGN 13): the console, not the firm shell. */
const ADMIN_ONLY_KEY = 'adminOnly';

export interface StoredMenu extends PermissionFlags {
  b2BMenuLinkItemLink: string | null;
  b2BMenuLinkItemTitle: string | null;
}

export function readValue(key: StorageKey): string | null {
  return localStorage.getItem(key);
}

export function writeValue(key: StorageKey, value: string): void {
  localStorage.setItem(key, value);
}

/** A token is a session only until its expiry (epoch ms); an expired one counts as signed out. */
export function isSignedIn(now = Date.now()): boolean {
  const token = readValue('token');
  const expiration = Number(readValue('expiration'));
  return Boolean(token) && Number.isFinite(expiration) && expiration > now;
}

/** Stores what a login or company switch answers (SPEC 3 keys). */
export function saveLogin(data: LoginData): void {
  const menu: StoredMenu = {
    ...(Object.fromEntries(PERMISSION_KEYS.map((key) => [key, data[key]])) as PermissionFlags),
    b2BMenuLinkItemLink: data.b2BMenuLinkItemLink,
    b2BMenuLinkItemTitle: data.b2BMenuLinkItemTitle,
  };
  writeValue('token', data.token);
  writeValue('expiration', String(data.expiration));
  writeValue('userId', data.firmUserId);
  writeValue('userName', data.name);
  writeValue('tenantId', data.tenantId);
  writeValue('menu', JSON.stringify(menu));
  writeValue('isSubFirm', String(data.subFirmId !== null));
  localStorage.setItem(ADMIN_ONLY_KEY, String(data.firmId === null));
}

/** A tenant administrator who is not also a firm user: signed in to the console at /admin only. */
export function isAdminOnly(): boolean {
  return localStorage.getItem(ADMIN_ONLY_KEY) === 'true';
}

/** Where a signed-in user starts: the console for an administrator without a firm, else the home page. */
export function homePath(): string {
  return isAdminOnly() ? '/admin' : '/home';
}

/** Permission flags from storage; a flag missing or unreadable counts as not granted. */
export function readMenu(): StoredMenu {
  const none = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, false])) as PermissionFlags;
  try {
    const parsed = JSON.parse(readValue('menu') ?? '{}') as Partial<StoredMenu>;
    return { ...none, b2BMenuLinkItemLink: null, b2BMenuLinkItemTitle: null, ...parsed };
  } catch {
    return { ...none, b2BMenuLinkItemLink: null, b2BMenuLinkItemTitle: null };
  }
}

/** 401/403 from the server (SPEC 8): the token, its expiry and the sub-firm flag go. */
export function clearCredentials(): void {
  for (const key of ['token', 'expiration', 'isSubFirm', ADMIN_ONLY_KEY] as const) {
    localStorage.removeItem(key);
  }
}

/** Sign-out (SPEC 4): every stored key goes. */
export function clearAll(): void {
  for (const key of STORAGE_KEYS) {
    localStorage.removeItem(key);
  }
  localStorage.removeItem(ADMIN_ONLY_KEY);
  sessionStorage.removeItem(INITIAL_URL_KEY);
}

export function rememberInitialUrl(url: string): void {
  sessionStorage.setItem(INITIAL_URL_KEY, url);
}

/** The remembered destination, once: neither root nor sign-in counts. */
export function takeInitialUrl(): string | null {
  const url = sessionStorage.getItem(INITIAL_URL_KEY);
  sessionStorage.removeItem(INITIAL_URL_KEY);
  if (!url || url === '/' || url.startsWith('/signin') || !url.startsWith('/')) {
    return null;
  }
  return url;
}
