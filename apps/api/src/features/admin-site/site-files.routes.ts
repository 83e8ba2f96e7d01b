import {
  messages,
  SITE_PDF_MAX_BYTES,
  SiteFileKindParams,
  SiteFilesAnswer,
  StoredFileParams,
} from '@tahsilat/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { bearerAuth, clientOf, errorAnswers, noAuth, ok, type ZodApp } from '../../lib/http.js';
import { CONTENT_TYPES, type StoredExtension, storageKey } from '../../lib/storage/tenant-files.js';
import { adminOf } from '../auth/session-guard.js';
import { removeSiteFile, siteFiles, uploadSiteFile } from './site-files.service.js';

const tags = ['Admin'];

/** An uploaded SVG is shown as a picture only: no script, no fetch, no form, even when opened on its own. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** The largest body the upload route reads; the per-kind limits (1 MiB images, 5 MiB PDFs) answer with their own message. */
const UPLOAD_BODY_LIMIT = SITE_PDF_MAX_BYTES + 1024 * 1024;

/** The tenant's uploaded files (issue 15): the administrator's upload and removal, and the public file route. */
export function registerSiteFileRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requireTenantAdmin;

  app.get(
    '/admin/Site/Files',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "The addresses of the tenant's uploaded logo, sign-in banner and agreement PDFs",
        operationId: 'adminSiteFiles',
        security: bearerAuth,
        response: { 200: SiteFilesAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ok(await siteFiles(ctx, adminOf(request))),
  );

  // The file is the request body as it is (any Content-Type): the server reads its type from the bytes.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    (scope as unknown as ZodApp).put(
      '/admin/Site/Files/:kind',
      {
        onRequest: guard,
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: {
          tags,
          summary:
            'Uploads the logo, the sign-in banner or an agreement PDF; audited, effective on every instance',
          description:
            'The body is the file itself. logo and banner: PNG, JPEG or SVG up to 1 MiB (an SVG with script, event ' +
            'handlers, javascript: links, foreign objects or external references is refused; the rest is cleaned). ' +
            'privacy and salesAgreement: a PDF up to 5 MiB without JavaScript or embedded files. The type is read ' +
            'from the content, never from the name or Content-Type. The answer holds every file address.',
          operationId: 'adminUploadSiteFile',
          security: bearerAuth,
          params: SiteFileKindParams,
          response: { 200: SiteFilesAnswer, ...errorAnswers(401, 403, 406, 413) },
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) {
          throw AppError.validation([messages.siteFileEmpty]);
        }
        const files = await uploadSiteFile(
          ctx,
          adminOf(request),
          request.params.kind,
          request.body,
          clientOf(request),
        );
        return ok(files, messages.siteFileSaved);
      },
    );
  });

  app.delete(
    '/admin/Site/Files/:kind',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Removes an uploaded file; the pages show their default again. Audited',
        operationId: 'adminRemoveSiteFile',
        security: bearerAuth,
        params: SiteFileKindParams,
        response: { 200: SiteFilesAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) =>
      ok(
        await removeSiteFile(ctx, adminOf(request), request.params.kind, clientOf(request)),
        messages.siteFileRemoved,
      ),
  );

  app.get(
    '/Files/:tenantId/:name',
    {
      schema: {
        tags: ['FirmAuth'],
        summary: "A tenant's uploaded logo, banner or agreement PDF by its stored name (names never change)",
        operationId: 'tenantFile',
        security: noAuth,
        description: 'The bytes with their type; 404 in the catalogue format for an unknown name.',
        params: StoredFileParams,
        response: {
          200: z
            .string()
            .describe("The file's bytes: image/png, image/jpeg, image/svg+xml or application/pdf"),
          ...errorAnswers(404),
        },
      },
    },
    async (request, reply) => {
      const [stem, extension] = request.params.name.split('.') as [string, StoredExtension];
      const body = await ctx.files.get(storageKey({ tenantId: request.params.tenantId, stem, extension }));
      if (!body) {
        throw AppError.notFound(messages.siteFileNotFound);
      }
      // The answer is the file's bytes, not an envelope: sent through the untyped reply.
      (reply as FastifyReply)
        .header('content-type', CONTENT_TYPES[extension])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      if (extension === 'svg') {
        reply.header('content-security-policy', SVG_POLICY);
      }
      return (reply as FastifyReply).send(body);
    },
  );
}
