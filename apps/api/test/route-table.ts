import type { FastifyInstance } from 'fastify';

/** A JSON schema as the OpenAPI document carries the zod schemas (the parts the tests read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** One operation of the route table, as the OpenAPI document declares it. */
export interface RouteOperation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  /** The security scheme (`bearer`, `integrationKey`, `metricsToken`), or null for a public route. */
  security: string | null;
  parameters: { in: string; name: string; schema?: JsonSchema }[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | null;
}

type Document = {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: Record<string, unknown>[];
        parameters?: RouteOperation['parameters'];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

/** Every operation the server serves, from its own OpenAPI document: the generated matrices and fuzzers walk it. */
export async function routeTable(app: FastifyInstance): Promise<RouteOperation[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => ({
      method: method.toUpperCase() as RouteOperation['method'],
      path,
      security: Object.keys(spec.security?.[0] ?? {})[0] ?? null,
      parameters: spec.parameters ?? [],
      body: spec.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
}
