import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { dropExpired } from './expiring.js';
import type { SandboxMerchant } from './merchants.js';

/** PosNet letter currency → ISO numeric (the journal and the shared ACS page speak ISO). */
export const POSNET_ISO_CURRENCY: Record<string, string> = { TL: '949', US: '840', EU: '978' };

/** A 3-D session the sandbox's PosNet keeps between oosRequestData and oosTranData (in memory only). */
export interface PosnetSession {
  merchant: SandboxMerchant;
  /** The 20-character XID as sent. */
  xid: string;
  /** Our order id: the XID without its zero padding. */
  orderId: string;
  /** Minor units, as sent. */
  amount: string;
  /** Letter code (TL, US, EU). */
  currency: string;
  installment: string;
  tranType: 'Sale' | 'Auth';
  /** The card stays in this memory for the ACS page and the outcome; never journaled, never answered. */
  pan: string;
  holderName: string;
  data1: string;
  data2: string;
  sign: string;
  /** Set when the card holder is done: 1 passed, 0 failed. */
  mdStatus: '1' | '0' | null;
  mdErrorMessage: string;
  merchantPacket: string;
  bankPacket: string;
  packetSign: string;
  expiresAt: number;
}

const SESSION_MS = 15 * 60_000;

/** Constant-time equality of two strings (a length mismatch is unequal). */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The sandbox's PosNet sessions. data1 is a random session id, data2 an HMAC of it, sign an HMAC over both; the
 * packets of the post back are random and signed the same way, all under a key that lives only in this process.
 */
export class PosnetSessions {
  private readonly key = randomBytes(32);
  private readonly byData1 = new Map<string, PosnetSession>();
  private readonly byBankPacket = new Map<string, PosnetSession>();

  private mac(label: string, ...parts: string[]): string {
    return createHmac('sha256', this.key)
      .update([label, ...parts].join('\n'))
      .digest('hex')
      .toUpperCase();
  }

  /** Opens a session for an accepted oosRequestData and hands out its data1, data2 and sign. */
  open(
    fields: Omit<
      PosnetSession,
      | 'data1'
      | 'data2'
      | 'sign'
      | 'mdStatus'
      | 'mdErrorMessage'
      | 'merchantPacket'
      | 'bankPacket'
      | 'packetSign'
      | 'expiresAt'
    >,
  ): PosnetSession {
    this.sweep();
    const data1 = randomBytes(24).toString('hex').toUpperCase();
    const data2 = this.mac('data2', data1);
    const session: PosnetSession = {
      ...fields,
      data1,
      data2,
      sign: this.mac('sign', data1, data2),
      mdStatus: null,
      mdErrorMessage: '',
      merchantPacket: '',
      bankPacket: '',
      packetSign: '',
      expiresAt: Date.now() + SESSION_MS,
    };
    this.byData1.set(data1, session);
    return session;
  }

  /** The session of a browser form, if posnetData, posnetData2 and digest are the ones handed out. */
  forForm(data1: string, data2: string, digest: string): PosnetSession | undefined {
    const session = this.byData1.get(data1);
    if (!session || session.expiresAt < Date.now() || session.mdStatus !== null) {
      return undefined;
    }
    return sameText(session.data2, data2) && sameText(session.sign, digest) ? session : undefined;
  }

  /** Ends the 3-D check: the session gets its mdStatus and the signed packets of the post back. */
  finish(session: PosnetSession, passed: boolean, failure: string): void {
    session.mdStatus = passed ? '1' : '0';
    session.mdErrorMessage = passed ? 'Authenticated' : failure;
    session.merchantPacket = randomBytes(48).toString('hex').toUpperCase();
    session.bankPacket = randomBytes(64).toString('hex').toUpperCase();
    session.packetSign = this.mac('packet', session.merchantPacket, session.bankPacket);
    this.byBankPacket.set(session.bankPacket, session);
  }

  /** The session whose packets and Sign these are, exactly as issued (one changed byte finds nothing). */
  forPackets(bankData: string, merchantData: string, sign: string): PosnetSession | undefined {
    const session = this.byBankPacket.get(bankData);
    if (!session || session.expiresAt < Date.now()) {
      return undefined;
    }
    return sameText(session.merchantPacket, merchantData) && sameText(session.packetSign, sign)
      ? session
      : undefined;
  }

  private sweep(): void {
    dropExpired(this.byData1, (session) => this.byBankPacket.delete(session.bankPacket));
  }
}
