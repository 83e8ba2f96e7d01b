import { z } from 'zod';
import { answerOf } from './envelope.js';

// GET /api/health/live and /api/health/ready
export const HealthAnswer = answerOf(
  z.object({
    status: z.enum(['live', 'ready', 'unavailable', 'draining']),
    database: z.enum(['postgres', 'pglite']).optional(),
  }),
);

// GET /api/dev/mails (never in production)
export const DevMailsQuery = z.strictObject({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const DevMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  /** The names of the files that go with it. */
  attachments: z.array(z.string()),
});
export type DevMail = z.infer<typeof DevMail>;
export const DevMailsAnswer = answerOf(z.array(DevMail));
