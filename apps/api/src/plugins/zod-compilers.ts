import { formatIssues } from '@tahsilat/domain';
import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';
import { AppError } from '../lib/app-error.js';

/** Request validation with the shared zod schemas; failures become the 406 list of Turkish messages. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
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
