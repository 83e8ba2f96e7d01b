import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'tahsilat-api';
const AUDIENCE = 'tahsilat-web';
const ALGORITHM = 'HS256';

/** Sessions last 8 hours (login answer `expiration`). */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export interface SessionClaims {
  jti: string;
  userId: string;
  tenantId: string;
}

/** Signs and verifies session JWTs: fixed algorithm, issuer, audience and a required exp and jti. */
export class SessionTokens {
  /** A Node KeyObject: jose then signs and checks with node:crypto's HMAC, no Web Crypto key import per token. */
  private readonly key: KeyObject;

  constructor(secret: string) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(claims: SessionClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ tid: claims.tenantId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setJti(claims.jti)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** The claims of a valid token, or null for anything else (bad signature, alg, audience, expiry…). */
  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'jti', 'sub', 'tid'],
      });
      if (
        typeof payload.jti !== 'string' ||
        typeof payload.sub !== 'string' ||
        typeof payload.tid !== 'string'
      ) {
        return null;
      }
      return { jti: payload.jti, userId: payload.sub, tenantId: payload.tid };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) {
        return null;
      }
      throw error;
    }
  }
}
