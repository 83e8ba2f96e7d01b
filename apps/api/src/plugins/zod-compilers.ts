import { formatIssues, messages } from '@tahsilat/domain';
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

/**
 * Request validation with the shared zod schemas; failures become the 406 list of Turkish messages.
 * A NUL character is refused first, for every field of every route: the database would refuse it later.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    if (holdsNul(data)) {
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
