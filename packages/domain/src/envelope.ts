import { z } from 'zod';

/** Every JSON answer is `{ success, message, data }` (DESIGN 5). */
export function answerOf<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    data,
  });
}

/** An answer that carries no data. */
export const EmptyAnswer = answerOf(z.null());

/** Error answers: `data` is the list of field messages for 406, otherwise null. */
export const ErrorAnswer = answerOf(z.array(z.string()).nullable());

export type ErrorAnswer = z.infer<typeof ErrorAnswer>;
