import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@tahsilat/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routePreloads } from './route-preloads.js';
import { PAGE_HEADERS, type PagePolicy } from './security-headers.js';

export interface WebAppOptions {
  pagePolicy: PagePolicy;
  /** The built web app (apps/web/dist). */
  webDist: string;
  /** Branding files shipped with the server (demo logos). */
  mediaDir: string;
}

/** The build marks every script, stylesheet and the csp-nonce meta tag with this placeholder (vite html.cspNonce). */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Files that must be asked for again on every load: the version check and the service worker. */
const NEVER_CACHED = new Set(['meta.json', 'index.html']);

const PLACEHOLDER_PAGE = `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tahsilat</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Tahsilat</h1>
<p>Sunucu çalışıyor. Web arayüzü henüz derlenmedi; API belgelerine <a href="/api/docs">/api/docs</a> adresinden ulaşabilirsiniz.</p>
<p lang="en">The server is running. The web app has not been built yet; the API is documented at <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;

/**
 * Serves the single-page app from the same origin as the API: static assets as files, every other
 * page path as index.html (with this response's nonce). Unknown /api paths answer the catalogue's 404.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1h',
  });

  const indexFile = path.join(options.webDist, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      decorateReply: false,
      // Built files are compressed ahead (.br, .gz); the one the browser accepts is sent.
      preCompressed: true,
      // Cache headers are ours (setHeaders), not the plugin's default max-age=0.
      cacheControl: false,
      // The page (with its nonce) and the service worker (with its own policy) are served below.
      globIgnore: ['index.html', 'index.html.*', 'sw.js', 'sw.js.*'],
      allowedPath: (pathName) => pathName !== '/index.html' && pathName !== '/sw.js',
      // Hashed bundles never change; index.html is served below, never cached.
      setHeaders(res, filePath) {
        if (NEVER_CACHED.has(path.basename(filePath))) {
          res.setHeader('cache-control', 'no-cache');
        } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  const preloadsFor = routePreloads(options.webDist);
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = options.pagePolicy.newNonce();
    reply
      .headers(PAGE_HEADERS)
      .header('cache-control', 'no-store')
      .header('content-security-policy', options.pagePolicy.headerFor(nonce))
      .type('text/html; charset=utf-8');
    if (!indexHtml) {
      return reply.send(PLACEHOLDER_PAGE);
    }
    const preloads = preloadsFor(request.url.split('?')[0] ?? '');
    const page = preloads ? indexHtml.replace('</head>', `    ${preloads}\n  </head>`) : indexHtml;
    return reply.send(page.replaceAll(NONCE_PLACEHOLDER, nonce));
  };

  app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply));

  const serviceWorkerFile = path.join(options.webDist, 'sw.js');
  const serviceWorker = existsSync(serviceWorkerFile) ? readFileSync(serviceWorkerFile, 'utf8') : null;
  if (serviceWorker) {
    app.get('/sw.js', { schema: { hide: true } }, (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        // A worker's own requests follow the policy sent with its script, and this one fetches our assets.
        .header('content-security-policy', "default-src 'self'")
        .type('text/javascript; charset=utf-8')
        .send(serviceWorker),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi =
      request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !isPageRequest || !indexHtml) {
      return reply.code(404).send({ success: false, message: messages.routeNotFound, data: null });
    }
    // Client-side routes (/signin, /home, …) are the app's; it draws its own 404 page.
    return sendPage(request, reply);
  });
}
