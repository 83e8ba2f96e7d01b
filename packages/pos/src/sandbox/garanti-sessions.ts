import { randomBytes } from 'node:crypto';
import { dropExpired } from './expiring.js';
import type { SandboxMerchant } from './merchants.js';

/** One 3-D check opened at gt3dengine: what the post back and the later provision are checked against. */
export interface GarantiSession {
  merchant: SandboxMerchant;
  orderId: string;
  model: '3D' | '3D_PAY';
  txnType: 'sales' | 'preauth';
  /** Minor units, as posted. */
  amount: string;
  currency: string;
  /** '' for a single payment, else 2–12. */
  installments: string;
  /** Stays in this memory for the card-holder page and the outcome; never journaled, never answered. */
  pan: string;
  /** The form without the card fields: it comes back in the post back. */
  echoed: Record<string, string>;
  /** Issued at the start, one per session (base64 like the bank's). */
  md: string;
  xid: string;
  cavv: string;
  eci: string;
  status: 'pending' | 'authenticated' | 'failed';
  /** Provisioned or charged: an Md works once. */
  used: boolean;
  expiresAt: number;
}

/** What the bank remembers of an order besides the journal: for the inquiries' instalments, card and 3-D failure. */
export interface GarantiOrderFacts {
  installments: string;
  /** "428220******8015". */
  cardMasked: string;
  /** Set when a 3D_PAY order failed its 3-D check: the bank saw it, and the inquiry says DECLINED. */
  threeDFailure: string | null;
}

const SESSION_MS = 15 * 60_000;

/** The sandbox's Garanti memory: 3-D sessions by Md (fifteen minutes), order facts, and the test switch. */
export class GarantiSessions {
  private readonly byMd = new Map<string, GarantiSession>();
  private readonly facts = new Map<string, GarantiOrderFacts>();
  private unsignedLeft = 0;

  open(
    fields: Omit<GarantiSession, 'md' | 'xid' | 'cavv' | 'eci' | 'status' | 'used' | 'expiresAt'>,
  ): GarantiSession {
    dropExpired(this.byMd);
    const session: GarantiSession = {
      ...fields,
      md: randomBytes(96).toString('base64'),
      xid: randomBytes(20).toString('base64'),
      cavv: '',
      eci: '',
      status: 'pending',
      used: false,
      expiresAt: Date.now() + SESSION_MS,
    };
    this.byMd.set(session.md, session);
    return session;
  }

  withMd(md: string): GarantiSession | undefined {
    const session = this.byMd.get(md);
    return session && session.expiresAt >= Date.now() ? session : undefined;
  }

  factsOf(clientId: string, orderId: string): GarantiOrderFacts | undefined {
    return this.facts.get(`${clientId}\n${orderId}`);
  }

  remember(clientId: string, orderId: string, facts: Partial<GarantiOrderFacts>): void {
    const key = `${clientId}\n${orderId}`;
    const known = this.facts.get(key) ?? { installments: '', cardMasked: '', threeDFailure: null };
    this.facts.set(key, { ...known, ...facts });
  }

  /** Test switch: the next post back is the bank's unsigned system-error post (mdstatus 7, no hash). */
  unsignNextPostBack(): void {
    this.unsignedLeft += 1;
  }

  /** Whether this post back goes unsigned (counted down once per post back). */
  takeUnsigned(): boolean {
    if (this.unsignedLeft <= 0) {
      return false;
    }
    this.unsignedLeft -= 1;
    return true;
  }
}
