import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AcsSessions } from './acs.js';
import type { JournalEntry, SandboxJournal } from './journal.js';
import type { SandboxMerchant } from './merchants.js';

/** What the sandbox bank shares with each protocol it speaks: one journal, one set of cards and outcomes. */
export interface SandboxContext {
  readonly journal: SandboxJournal;
  /** The merchant with this store id (clientid, mid, MerchantId) speaking this protocol. */
  merchant(storeId: string, protocol: SandboxMerchant['protocol']): SandboxMerchant | undefined;
  /** The test cards' outcomes: the declined card is refused with code 05, every other Luhn-valid card approved. */
  outcomeFor(pan: string): { approved: boolean; code: string; message: string | null };
  /** A journaled sale is settled once its merchant's day closed: refundable, no longer voidable. */
  settled(entry: JournalEntry): boolean;
  /**
   * Whether the answer of a call just done should be lost (the lost-answer tests): `type` is the journal type
   * ('Auth', 'PreAuth', 'PostAuth', 'Void', 'Credit'), counted down once per call, shared by all protocols.
   */
  takeDropped(type: string): boolean;
  /** Held after an authorisation is journaled, before it is answered (the crash-window test). */
  readonly authDelayMs: number;
  /** The shared card-holder page. */
  readonly acs: AcsSessions;
  /** Sends a bank page with the sandbox's page policy (nonce: the one its script carries, if any). */
  sendPage(reply: FastifyReply, html: string, status?: number, nonce?: string): FastifyReply;
  /** The sandbox's mount point, e.g. "/sandbox-bank": absolute paths for pages and forms. */
  readonly prefix: string;
}

/** A protocol's routes, registered inside the sandbox's plugin (its paths start with the protocol's name). */
export type SandboxProtocol = (app: FastifyInstance, context: SandboxContext) => void;
