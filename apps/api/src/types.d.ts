import type { PermissionFlags } from '@tahsilat/domain';

/** Who is asking, taken only from a verified token and its live session row. */
export interface SessionAuth {
  jti: string;
  userId: string;
  /** The user's name, for what they create (a link's "created by"). */
  userName: string;
  tenantId: string;
  firmId: string;
  /** The user's firm as the screens name it. */
  firmName: string;
  firmBranchNumber: string;
  /** Set for a sub-firm (dealer) user: the firm above theirs. */
  parentFirmId: string | null;
  isSubFirm: boolean;
  permissions: PermissionFlags;
}

/** A tenant administrator's session (DESIGN 13): the console and /api/admin. */
export interface AdminAuth {
  jti: string;
  userId: string;
  userName: string;
  tenantId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: SessionAuth | null;
    admin: AdminAuth | null;
  }
}
