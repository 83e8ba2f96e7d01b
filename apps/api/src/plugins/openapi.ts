import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The swagger UI loads its own bundled scripts, so its pages get a 'self' policy instead of the nonce one. */
const DOCS_CSP =
  "default-src 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'self'; form-action 'self'; " +
  "img-src 'self' data:; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'";

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
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: DOCS_CSP,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
