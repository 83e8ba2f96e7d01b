import type { PermissionFlags } from '@tahsilat/domain';

/** Who is asking, taken only from a verified token and its live session row. */
export interface SessionAuth {
  jti: string;
  userId: string;
  tenantId: string;
  firmId: string;
  /** Set for a sub-firm (dealer) user: the firm above theirs. */
  parentFirmId: string | null;
  isSubFirm: boolean;
  permissions: PermissionFlags;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: SessionAuth | null;
  }
}
