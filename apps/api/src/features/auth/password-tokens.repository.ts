import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordHistory, passwordTokens, users } from '../../db/schema.js';

export type PasswordTokenKind = 'reset' | 'invite';

export async function insertPasswordToken(
  db: Db,
  row: { userId: string; kind: PasswordTokenKind; tokenHash: string; ttlMinutes: number; tenantId?: string },
): Promise<{ expiresAt: Date }> {
  const rows = await db
    .insert(passwordTokens)
    .values({
      userId: row.userId,
      tenantId: row.tenantId ?? null,
      kind: row.kind,
      tokenHash: row.tokenHash,
      expiresAt: sql`now() + make_interval(mins => ${row.ttlMinutes})`,
    })
    .returning({ expiresAt: passwordTokens.expiresAt });
  const inserted = rows[0];
  if (!inserted) {
    throw new Error('password token was not stored');
  }
  return inserted;
}

/** A token that can still be used: not used, not revoked, not expired. */
export async function findUsableToken(db: Db, tokenHash: string) {
  const rows = await db
    .select({
      id: passwordTokens.id,
      userId: passwordTokens.userId,
      kind: passwordTokens.kind,
      expiresAt: passwordTokens.expiresAt,
    })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        isNull(passwordTokens.usedAt),
        isNull(passwordTokens.revokedAt),
        gt(passwordTokens.expiresAt, sql`now()`),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Uses a token exactly once; false when another request used it first or it expired meanwhile. */
export async function consumeToken(db: Db, tokenId: string): Promise<boolean> {
  const rows = await db
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordTokens.id, tokenId),
        isNull(passwordTokens.usedAt),
        isNull(passwordTokens.revokedAt),
        gt(passwordTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: passwordTokens.id });
  return rows.length === 1;
}

/** Revokes the user's other open tokens (of one kind, or all). */
export async function revokeOpenTokens(db: Db, userId: string, kind?: PasswordTokenKind): Promise<void> {
  await db
    .update(passwordTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        isNull(passwordTokens.usedAt),
        isNull(passwordTokens.revokedAt),
        kind ? eq(passwordTokens.kind, kind) : undefined,
      ),
    );
}

/** The current hash and the most recent earlier ones, newest first. */
export async function recentPasswordHashes(db: Db, userId: string, depth: number): Promise<string[]> {
  const [user] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const history = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
    .limit(depth);
  const hashes = [user?.hash ?? null, ...history.map((h) => h.hash)].filter((h): h is string => h !== null);
  return [...new Set(hashes)].slice(0, depth);
}

/** Stores a new password hash: the old one moves to the history, failures and lockout are cleared. */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  const [user] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (user?.hash) {
    await db.insert(passwordHistory).values({ userId, passwordHash: user.hash });
  }
  await db
    .update(users)
    .set({
      passwordHash,
      passwordChangedAt: sql`now()`,
      failedLoginCount: 0,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}
