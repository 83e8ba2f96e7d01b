import { randomBytes, randomInt } from 'node:crypto';
import { dropExpired } from './expiring.js';
import type { SandboxMerchant } from './merchants.js';

/** One 3-D attempt at the sandbox's KuveytTürk pay gate, kept until the provision uses its MD. */
export interface KuveytSession {
  /** The token the pay gate's page posts to /kuveyt/tds (once). */
  token: string;
  /** The 3-D context the callback carries and the provision names. */
  md: string;
  merchant: SandboxMerchant;
  merchantOrderId: string;
  /** Minor units. */
  amount: bigint;
  /** As requested, four digits ("0949"). */
  currency: string;
  installments: string;
  transactionType: string;
  okUrl: string;
  failUrl: string;
  pan: string;
  holderName: string;
  /** The bank's order number, given at the start like the real pay gate does. */
  bankOrderId: string;
  status: 'pending' | 'authenticated' | 'failed';
  /** The provision used the MD (a second provision is refused). */
  used: boolean;
  expiresAt: number;
}

const SESSION_MS = 15 * 60_000;

/** Random decimal digits (the bank's numbers). */
export const randomDigits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

/** The sandbox's KuveytTürk 3-D attempts, by token and by MD, in memory. */
export class KuveytSessions {
  private readonly byToken = new Map<string, KuveytSession>();
  private readonly byMd = new Map<string, KuveytSession>();

  /** Opens an attempt; the bank's order number is nine digits starting with 1 (like the test system's). */
  open(
    input: Omit<KuveytSession, 'token' | 'md' | 'bankOrderId' | 'status' | 'used' | 'expiresAt'>,
  ): KuveytSession {
    this.sweep();
    const session: KuveytSession = {
      ...input,
      token: randomBytes(24).toString('base64url'),
      md: randomBytes(48).toString('base64'),
      bankOrderId: `1${randomDigits(8)}`,
      status: 'pending',
      used: false,
      expiresAt: Date.now() + SESSION_MS,
    };
    this.byToken.set(session.token, session);
    this.byMd.set(session.md, session);
    return session;
  }

  /** The attempt a browser brings to the 3-D server page: each token works once. */
  takeToken(token: string): KuveytSession | undefined {
    const session = this.byToken.get(token);
    this.byToken.delete(token);
    return session && session.expiresAt >= Date.now() ? session : undefined;
  }

  withMd(md: string): KuveytSession | undefined {
    const session = this.byMd.get(md);
    return session && session.expiresAt >= Date.now() ? session : undefined;
  }

  private sweep(): void {
    dropExpired(this.byMd, (session) => this.byToken.delete(session.token));
  }
}
