import { z } from 'zod';
import { answerOf } from './envelope.js';

/** The firm a business report (statement, payment plan, …) is about: the user's own, or a main firm's sub-firm. */
export const ReportFirm = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  email: z.string().nullable(),
});
export type ReportFirm = z.infer<typeof ReportFirm>;

/** GET /FirmReport/Firms: the firms whose reports a user may read: its own first, then a main firm's sub-firms. */
export const ReportFirmOption = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  isOwn: z.boolean(),
  isActive: z.boolean(),
});
export type ReportFirmOption = z.infer<typeof ReportFirmOption>;
export const ReportFirmsAnswer = answerOf(z.array(ReportFirmOption));
