import { useSyncExternalStore } from 'react';

/** How the portal looks (SPEC 3 settings); kept in the browser, changed from the settings drawer or the query string. */
export const NAV_STYLES = ['fixed', 'mini-sidebar', 'drawer', 'no-header', 'horizontal'] as const;
export const THEMES = ['light', 'dark'] as const;
export const LAYOUT_TYPES = ['full-width', 'boxed'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
/** The shell's languages (SPEC 3, 9): Turkish first, the source of every text. */
export const LANGUAGES = ['tr', 'en', 'zh', 'es', 'fr', 'it', 'ar'] as const;
/** The public payment screens speak Turkish and English only (SPEC 1). */
export const PUBLIC_LANGUAGES = ['tr', 'en'] as const;

export type NavStyle = (typeof NAV_STYLES)[number];
export type Theme = (typeof THEMES)[number];
export type LayoutType = (typeof LAYOUT_TYPES)[number];
export type Direction = (typeof DIRECTIONS)[number];
export type Language = (typeof LANGUAGES)[number];
export type PublicLanguage = (typeof PUBLIC_LANGUAGES)[number];

export function isPublicLanguage(language: string): language is PublicLanguage {
  return (PUBLIC_LANGUAGES as readonly string[]).includes(language);
}

/** The direction a language is written in: choosing Arabic turns the shell right to left. */
export function directionOf(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export interface Settings {
  navStyle: NavStyle;
  theme: Theme;
  layoutType: LayoutType;
  direction: Direction;
  language: Language;
}

const STORAGE_KEY = 'settings';
export const DEFAULT_SETTINGS: Settings = {
  navStyle: 'fixed',
  theme: 'light',
  layoutType: 'full-width',
  direction: 'ltr',
  language: 'tr',
};

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function load(): Settings {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Settings>;
    return {
      navStyle: pick(NAV_STYLES, stored.navStyle, DEFAULT_SETTINGS.navStyle),
      theme: pick(THEMES, stored.theme, DEFAULT_SETTINGS.theme),
      layoutType: pick(LAYOUT_TYPES, stored.layoutType, DEFAULT_SETTINGS.layoutType),
      direction: pick(DIRECTIONS, stored.direction, DEFAULT_SETTINGS.direction),
      language: pick(LANGUAGES, stored.language, DEFAULT_SETTINGS.language),
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

let current: Settings = typeof localStorage === 'undefined' ? DEFAULT_SETTINGS : load();
const listeners = new Set<() => void>();

function apply(settings: Settings): void {
  const root = document.documentElement;
  root.dataset.theme = settings.theme;
  root.dir = settings.direction;
  root.lang = settings.language;
}

/**
 * A public payment screen shown in a language other than the stored one (the tenant's default, Turkish or English):
 * the page's language and direction change, the user's setting does not.
 */
export function applyScreenLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Back on a page that follows the settings (the shell): the stored language and direction again. */
export function reapplySettings(): void {
  apply(current);
}

export function getSettings(): Settings {
  return current;
}

export function updateSettings(change: Partial<Settings>): void {
  const next = { ...current, ...change };
  if (JSON.stringify(next) === JSON.stringify(current)) {
    return;
  }
  current = next;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  apply(current);
  for (const listener of listeners) {
    listener();
  }
}

/** `?theme=dark&nav-style=mini-sidebar&layout-type=boxed` (SPEC 2) change the look and are remembered. */
export function applyQuerySettings(search: string): void {
  const params = new URLSearchParams(search);
  const change: Partial<Settings> = {};
  const theme = params.get('theme');
  const navStyle = params.get('nav-style');
  const layoutType = params.get('layout-type');
  if (theme && THEMES.includes(theme as Theme)) {
    change.theme = theme as Theme;
  }
  if (navStyle && NAV_STYLES.includes(navStyle as NavStyle)) {
    change.navStyle = navStyle as NavStyle;
  }
  if (layoutType && LAYOUT_TYPES.includes(layoutType as LayoutType)) {
    change.layoutType = layoutType as LayoutType;
  }
  if (Object.keys(change).length > 0) {
    updateSettings(change);
  }
}

export function initSettings(): void {
  apply(current);
}

export function useSettings(): Settings {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
