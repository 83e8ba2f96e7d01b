import { z } from 'zod';
import { answerOf } from './envelope.js';
import { WebhookDelivery } from './integration-api.js';
import { freeText } from './integration-fields.js';
import { messages } from './messages.js';

/**
 * The tenant administrator's integration screen (issue 15, section 6): integration keys, webhook endpoints with
 * their delivery log, and the sync state. Webhook endpoints and the sync state answer with the integration API's
 * own schemas (`CreateWebhookBody`, `WebhookListAnswer`, `WebhookCreatedAnswer`, `WebhookDeliveriesAnswer`,
 * `SyncStateAnswer`): one contract for the ERP and the console.
 */

export const AdminIntegrationKeyCreate = z.strictObject({
  name: freeText(100)
    .pipe(z.string().min(1, messages.integrationKeyNameInvalid))
    .describe('A label for the key, e.g. the ERP it is for'),
});
export type AdminIntegrationKeyCreateInput = z.input<typeof AdminIntegrationKeyCreate>;

/** A key as lists show it: its public id and first characters, never the key or its hash. */
export const AdminIntegrationKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters ("thk_k7d2m9qa"), to recognise it. */
  prefix: z.string(),
  /** The creator's name; for a key made outside the console its label ('cli', 'demo-seed'). */
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type AdminIntegrationKey = z.infer<typeof AdminIntegrationKey>;

export const AdminIntegrationKeyCreated = AdminIntegrationKey.extend({
  /** The whole key, answered this once: the server keeps only its SHA-256. */
  secret: z.string(),
});
export type AdminIntegrationKeyCreated = z.infer<typeof AdminIntegrationKeyCreated>;

export const AdminIntegrationKeyIdParam = z.strictObject({ id: z.string().min(1).max(40) });
export const AdminWebhookDeliveryIdParam = z.strictObject({ id: z.uuid() });

export const AdminIntegrationKeyListAnswer = answerOf(z.array(AdminIntegrationKey));
export const AdminIntegrationKeyAnswer = answerOf(AdminIntegrationKey);
export const AdminIntegrationKeyCreatedAnswer = answerOf(AdminIntegrationKeyCreated);
/** A test delivery just queued, or a failed one queued again. */
export const AdminWebhookDeliveryAnswer = answerOf(WebhookDelivery);
