import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
/** Every build is its own version: the version check reloads clients that still run an older one. */
const version = `${pkg.version}+${Date.now().toString(36)}`;

/** The service worker: hashed build assets cache-first, everything else (and /api) straight to the network. */
function serviceWorkerSource(buildVersion: string): string {
  return `const CACHE = 'tahsilat-assets-${buildVersion}';
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || !url.pathname.startsWith('/assets/')) {
    return;
  }
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(event.request);
      if (hit) {
        return hit;
      }
      const response = await fetch(event.request);
      if (response.ok) {
        cache.put(event.request, response.clone());
      }
      return response;
    }),
  );
});
`;
}

/** meta.json (the deployed version, SPEC 4) and sw.js are written with the build. */
function versionFiles(): Plugin {
  return {
    name: 'tahsilat-version-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'meta.json', source: `${JSON.stringify({ version })}\n` });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorkerSource(version) });
    },
  };
}

/**
 * Packages whose modules do nothing when imported but define things, though their package.json does not say so
 * (no `sideEffects: false`). Declared here so the bundler may drop what a page does not use: without it every Ant
 * Design component pulled the form engine and its validator (13 KB gzip) onto pages without a form.
 */
const SIDE_EFFECT_FREE =
  /node_modules\/(@rc-component\/|@ant-design\/(cssinjs|cssinjs-utils|fast-color|colors)\/|@babel\/runtime\/|stylis\/|i18next\/)/;

export default defineConfig({
  plugins: [react(), versionFiles()],
  resolve: {
    // Workspace packages are used from their TypeScript sources.
    conditions: ['source', ...defaultClientConditions],
  },
  // The server replaces this placeholder with a fresh nonce in every HTML response.
  html: { cspNonce: '__CSP_NONCE__' },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The chunk graph, for the JavaScript budget of the first screen (npm run bench).
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (SIDE_EFFECT_FREE.test(id) ? false : undefined) },
    },
  },
});
