import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The swagger UI loads its own bundled scripts, so its pages get a 'self' policy instead of the nonce one. */
const DOCS_CSP =
  "default-src 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'self'; form-action 'self'; " +
  "img-src 'self' data:; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'";

/** The document describes the JSON API; the sandbox bank (a bank's own protocol) and the web pages are not in it. */
const API_PREFIX = '/api/';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A stable operationId from the route's path: `/api/FirmAuth/Login` → `firmAuthLogin`, path parameters left
 * out (`/api/FirmAuth/GetTenantById/:id` → `firmAuthGetTenantById`). The paths already name the action, so
 * the method is not part of it: a second method on the same path sets its own `operationId` in its schema
 * (the lint fails on a duplicate).
 */
export function operationIdOf(url: string): string {
  const name = url
    .slice(url.startsWith(API_PREFIX) ? API_PREFIX.length : 0)
    .split('/')
    .filter((segment) => !segment.startsWith(':') && !segment.startsWith('{'))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .map(capitalise)
    .join('');
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * zod schemas to JSON Schema, plus the operationId. `npm run lint:openapi` (redocly's recommended rules) fails
 * CI unless every documented route declares in its schema a `summary` and its `security`: `bearerAuth` when it
 * needs a session, `noAuth` when it is public (lib/http.ts). It also lists the 4xx answers it can give
 * (`errorAnswers(…)`, or redocly warns) and its `tags` (the UI's groups). Routes outside /api, or with
 * `hide: true`, stay out of the document.
 */
const documentRoute: SwaggerTransform = (input) => {
  if (!input.url.startsWith(API_PREFIX)) {
    return { schema: { hide: true }, url: input.url };
  }
  const { schema, url } = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  return { schema: { operationId: operationIdOf(url), ...schema }, url };
};

/** OpenAPI document at /api/docs/json and its UI at /api/docs, generated from the zod schemas. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Tahsilat API',
        description:
          'Payment and collection portal. Every answer is `{ success, message, data }`; validation failures are 406 with `data` a list of Turkish messages.',
        version,
        // package.json says UNLICENSED: no licence is granted to use the API or the code.
        license: { name: 'Proprietary: all rights reserved' },
      },
      tags: [
        {
          name: 'Integration',
          description:
            'The ERP integration API (`/api/integration/v1`): the ERP pushes firms, movements, due items, invoices and ' +
            'stocks, reads our card collections back and receives signed webhooks. Guide: docs/erp-integration.md.',
        },
        {
          name: 'Admin',
          description:
            "The tenant administrator's console (`/api/admin`, DESIGN 13, docs/admin-console.md): brand and site, " +
            'payment screens, bank accounts, commission definitions, users, integration keys and webhooks, the audit ' +
            'log, refunds and voids. Sign in through /api/FirmAuth/Login with an administrator; other users get 403.',
        },
        {
          name: 'Transfer',
          description:
            "Bank transfers (issue 29): how a signed-in firm pays the tenant by transfer (the tenant's accounts, the " +
            'payee and the firm\'s own reference code for the description), as its "Havale/EFT ile öde" panel shows.',
        },
        {
          name: 'SubFirm',
          description:
            "A main firm's sub-dealers (`/subfirm-list`, flag addSubFirm): the list with balances, master data, " +
            'status, users and invitations, and the read-only dealer view (act as dealer).',
        },
        {
          name: 'Stock',
          description:
            "Stocks (`/stocks`, flag stocks, issue 14): the tenant's stock items with the signed-in firm's price " +
            '(the tenant’s discount per firm or firm group), availability per warehouse, the filters and the price list.',
        },
        {
          name: 'InvoiceDiscount',
          description:
            'Invoice discounting (`/invoice-discount`, flag invoiceDiscount): the open invoices that may be discounted, ' +
            'the figures of a choice (server-computed), requests and their status.',
        },
        {
          name: 'DbsInvoice',
          description:
            "DBS (direct-debit) invoices (`/dbs-invoices`, flag dbsInvoices): the firm's and a main firm's dealers' " +
            'invoices a bank guarantees, the DBS limit, use and what falls due today per bank, and the Excel file.',
        },
        {
          name: 'ErpReport',
          description:
            'The ERP report (`/erp-report`, flag erpReport): aging, debit/credit position, average tenor with late ' +
            "interest and monthly card collections, over the user's firm and a main firm's dealers; JSON, Excel and PDF.",
        },
      ],
      // Relative, so the document points at whichever host served it: each tenant answers on its own host.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          metricsToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              "The operators' METRICS_TOKEN (docs/deployment.md); the route is off while none is set.",
          },
          integrationKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              "The tenant's integration key (`thk_…`), created once by its administrator (docs/erp-integration.md).",
          },
        },
      },
    },
    transform: documentRoute,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: DOCS_CSP,
    // Past 150 tags and operations Swagger UI renders only what is on screen (the browser's find no longer sees the
    // rest): the tag filter box finds a group instead.
    uiConfig: { docExpansion: 'list', deepLinking: true, filter: true },
  });
}
