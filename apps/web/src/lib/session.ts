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
/** Set for a tenant administrator (with or without a firm): the console at /admin opens. */
const TENANT_ADMIN_KEY = 'tenantAdmin';
/** While a main firm's user looks at a dealer's pages (issue 13): the dealer, and the user's own stored values. */
const ACTING_AS_KEY = 'actingAs';
const OWN_SESSION_KEY = 'actingOwnSession';
/** The values a dealer view replaces and its end puts back. */
const SESSION_KEYS = ['token', 'expiration', 'userId', 'userName', 'tenantId', 'menu', 'isSubFirm'] as const;

export interface StoredMenu extends PermissionFlags {
  b2BMenuLinkItemLink: string | null;
  b2BMenuLinkItemTitle: string | null;
  /** The title by language (issue 27); absent in a menu stored before, then the title shows in every language. */
  b2BMenuLinkItemTitleTranslations: Record<string, string>;
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
    b2BMenuLinkItemTitleTranslations: data.b2BMenuLinkItemTitleTranslations ?? {},
  };
  writeValue('token', data.token);
  writeValue('expiration', String(data.expiration));
  writeValue('userId', data.firmUserId);
  writeValue('userName', data.name);
  writeValue('tenantId', data.tenantId);
  writeValue('menu', JSON.stringify(menu));
  writeValue('isSubFirm', String(data.subFirmId !== null));
  localStorage.setItem(ADMIN_ONLY_KEY, String(data.firmId === null));
  localStorage.setItem(TENANT_ADMIN_KEY, String(data.isTenantAdmin === true));
  if (!data.actingAs) {
    // A login of the user's own (after a dealer view ran out, say) leaves no dealer view behind.
    localStorage.removeItem(ACTING_AS_KEY);
    localStorage.removeItem(OWN_SESSION_KEY);
  }
}

/** A tenant administrator who is not also a firm user: signed in to the console at /admin only. */
export function isAdminOnly(): boolean {
  return localStorage.getItem(ADMIN_ONLY_KEY) === 'true';
}

/** A tenant administrator's session: the console's pages open (the server checks the role on every call). */
export function isTenantAdmin(): boolean {
  return localStorage.getItem(TENANT_ADMIN_KEY) === 'true';
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
    const link = {
      b2BMenuLinkItemLink: null,
      b2BMenuLinkItemTitle: null,
      b2BMenuLinkItemTitleTranslations: {},
    };
    return { ...none, ...link, ...parsed };
  } catch {
    return {
      ...none,
      b2BMenuLinkItemLink: null,
      b2BMenuLinkItemTitle: null,
      b2BMenuLinkItemTitleTranslations: {},
    };
  }
}

/** 401/403 from the server (SPEC 8): the token, its expiry and the sub-firm flag go (a kept own token too). */
export function clearCredentials(): void {
  for (const key of [
    'token',
    'expiration',
    'isSubFirm',
    ADMIN_ONLY_KEY,
    TENANT_ADMIN_KEY,
    ACTING_AS_KEY,
    OWN_SESSION_KEY,
  ] as const) {
    localStorage.removeItem(key);
  }
}

/** Sign-out (SPEC 4): every stored key goes. */
export function clearAll(): void {
  for (const key of STORAGE_KEYS) {
    localStorage.removeItem(key);
  }
  localStorage.removeItem(ADMIN_ONLY_KEY);
  localStorage.removeItem(TENANT_ADMIN_KEY);
  localStorage.removeItem(ACTING_AS_KEY);
  localStorage.removeItem(OWN_SESSION_KEY);
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

export interface ActingFirm {
  id: string;
  code: string;
  name: string;
}

/** The dealer whose pages are shown read-only, or null in the user's own session. */
export function readActingFirm(): ActingFirm | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(ACTING_AS_KEY) ?? 'null') as ActingFirm | null;
    return parsed && typeof parsed.code === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function isActing(): boolean {
  return readActingFirm() !== null;
}

/**
 * Starts a dealer view: the user's own values are kept aside (the dealer session writes nothing, so the own one
 * stays valid), then the dealer session's values are stored as a login's.
 */
export function saveActingLogin(data: LoginData): void {
  if (!data.actingAs) {
    return;
  }
  if (!isActing()) {
    const own = Object.fromEntries(SESSION_KEYS.map((key) => [key, readValue(key)]));
    localStorage.setItem(OWN_SESSION_KEY, JSON.stringify(own));
  }
  saveLogin(data);
  localStorage.setItem(ACTING_AS_KEY, JSON.stringify(data.actingAs));
}

/** Ends a dealer view: the user's own values come back; false when none were kept (then sign in again). */
export function restoreOwnSession(): boolean {
  const kept = localStorage.getItem(OWN_SESSION_KEY);
  localStorage.removeItem(ACTING_AS_KEY);
  localStorage.removeItem(OWN_SESSION_KEY);
  if (!kept) {
    return false;
  }
  try {
    const own = JSON.parse(kept) as Partial<Record<StorageKey, string | null>>;
    for (const key of SESSION_KEYS) {
      const value = own[key];
      if (typeof value === 'string') {
        writeValue(key, value);
      } else {
        localStorage.removeItem(key);
      }
    }
    return isSignedIn();
  } catch {
    return false;
  }
}
