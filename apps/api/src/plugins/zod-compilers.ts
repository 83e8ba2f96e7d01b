import { BatchEnvelope, formatIssues, messages } from '@tahsilat/domain';
import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';
import { AppError } from '../lib/app-error.js';

/** True when a string anywhere in `value` holds U+0000, which no PostgreSQL text column can store. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') {
    return value.includes('\u0000');
  }
  if (Array.isArray(value)) {
    return value.some(holdsNul);
  }
  if (value !== null && typeof value === 'object') {
    for (const key in value) {
      if (holdsNul(key) || holdsNul((value as Record<string, unknown>)[key])) {
        return true;
      }
    }
  }
  return false;
}

/** Batch bodies whose items the service checks one by one (each item its own result), by documented schema. */
const itemwiseBodies = new WeakSet<z.ZodType>();

/**
 * Marks a batch body (`{ items: [...] }`, documented with its item schema) as checked item by item in the service:
 * the edge then checks only the envelope (BatchEnvelope), and a bad item, a NUL in it included, fails alone.
 */
export function validateItemsInService(schema: z.ZodType): void {
  itemwiseBodies.add(schema);
}

/**
 * Request validation with the shared zod schemas; failures become the 406 list of Turkish messages.
 * A NUL character is refused first, for every field of every route: the database would refuse it later.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema: documented }) =>
  (data) => {
    const itemwise = itemwiseBodies.has(documented);
    const schema = itemwise ? BatchEnvelope : documented;
    if (!itemwise && holdsNul(data)) {
      return { error: AppError.validation([messages.nulCharacter]) };
    }
    const result = schema.safeParse(data);
    if (result.success) {
      return { value: result.data };
    }
    return { error: AppError.validation(formatIssues(result.error.issues)) };
  };

/**
 * Answers are written by a serializer compiled from the answer schema (fast-json-stringify):
 * only declared fields leave the server, a missing required field fails loudly, and it is fast.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
