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
  /**
   * Set while a main firm's user looks at one of its sub-firms read-only (issue 13): `firmId` is then the sub-firm's
   * and `permissions` only the read-only pages'; this is the user's own firm and the session it was opened from.
   */
  acting: { ownFirmId: string; parentJti: string } | null;
}

/** A tenant administrator's session (DESIGN 13): the console and /api/admin. */
export interface AdminAuth {
  jti: string;
  userId: string;
  userName: string;
  tenantId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether a read-only acting session (issue 13) may call the route. By default GET and HEAD may and every other
     * method may not; a GET that changes something says 'refused', a call that ends the acting says 'allowed'.
     */
    whileActing?: 'allowed' | 'refused';
  }
  interface FastifyRequest {
    auth: SessionAuth | null;
    admin: AdminAuth | null;
  }
}
