import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * The landing pages people open cold (a link in an e-mail, a shop's redirect) and the modules of the
 * web app that draw them. Their code is announced in the page itself, so the browser fetches it beside
 * the app's entry instead of after it.
 */
const LANDING_PAGES: readonly { prefix: string; modules: readonly string[] }[] = [
  { prefix: '/signin', modules: ['src/features/auth/signin-page.tsx'] },
  {
    prefix: '/pay-without-login',
    modules: ['src/features/pay/pay-without-login-page.tsx', 'src/locales/tr/pay.json'],
  },
  {
    prefix: '/paymentPage',
    modules: ['src/features/pay/payment-request-page.tsx', 'src/locales/tr/pay.json'],
  },
];

/** Preload tags per landing page, from the build's manifest (nothing when there is none). */
export function routePreloads(webDist: string): (urlPath: string) => string {
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    return () => '';
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  // Whatever the entry already brings is not announced twice.
  const loaded = new Set<string>();
  const loadedStyles = new Set<string>();
  const collect = (key: string, into: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) {
      return;
    }
    into.add(chunk.file);
    for (const file of chunk.css ?? []) {
      css.add(file);
    }
    for (const dependency of chunk.imports ?? []) {
      collect(dependency, into, css);
    }
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) {
      collect(key, loaded, loadedStyles);
    }
  }
  const tags = LANDING_PAGES.map(({ prefix, modules }) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const module of modules) {
      collect(module, scripts, styles);
    }
    const links = [
      ...[...scripts]
        .filter((file) => !loaded.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" nonce="__CSP_NONCE__">`),
      ...[...styles]
        .filter((file) => !loadedStyles.has(file))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}" nonce="__CSP_NONCE__">`),
    ];
    return { prefix, html: links.join('\n    ') };
  });
  return (urlPath) =>
    tags.find(({ prefix }) => urlPath === prefix || urlPath.startsWith(`${prefix}/`))?.html ?? '';
}
