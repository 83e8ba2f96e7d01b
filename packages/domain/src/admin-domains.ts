import { z } from 'zod';
import { answerOf } from './envelope.js';
import { messages } from './messages.js';

/**
 * The tenant's domains (issue 15, `/admin/domains`): host names its sign-in and payment pages answer on. A new
 * host proves it is the tenant's with a DNS TXT record before the sign-in page recognises it.
 */

/** The TXT record's name for a host: `_tahsilat.portal.firma.com.tr`. */
export const domainTxtName = (host: string) => `_tahsilat.${host}`;
/** The TXT record's value for a token. */
export const domainTxtValue = (token: string) => `tahsilat-verification=${token}`;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A host name as typed: trimmed, lower case; a pasted address (`https://portal.firma.com.tr/giris`) gives its host,
 * and a Turkish name (ödeme.firma.com.tr) its ASCII form, as browsers send it. At least two labels, no IP address,
 * no port.
 */
export const DomainHost = z
  .string()
  .trim()
  .min(1, messages.domainInvalid)
  .max(253, messages.domainInvalid)
  .transform((value, check) => {
    let host = '';
    try {
      const url = new URL(value.includes('://') ? value : `http://${value}`);
      host = url.port === '' && url.username === '' ? url.hostname.toLowerCase() : '';
    } catch {
      host = '';
    }
    const labels = host.split('.');
    const valid =
      host.length > 0 &&
      host.length <= 253 &&
      labels.length >= 2 &&
      labels.every((label) => LABEL.test(label)) &&
      !/^\d+$/.test(labels.at(-1) ?? '');
    if (!valid) {
      check.addIssue({ code: 'custom', message: messages.domainInvalid });
      return z.NEVER;
    }
    return host;
  });

export const AdminDomainCreate = z.object({ host: DomainHost });
export type AdminDomainCreate = z.input<typeof AdminDomainCreate>;

/** A stored host in a path: any host the tenant has (the demo's 127.0.0.1 too), matched as stored. */
export const DomainParams = z.object({ host: z.string().trim().toLowerCase().min(1).max(253) });

export const AdminDomain = z.object({
  host: z.string(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  /** For a host still to verify: the TXT record to publish (not a secret: anyone may read DNS). */
  txtName: z.string().nullable(),
  txtValue: z.string().nullable(),
  /** The host this session's page runs on: it cannot be removed from here. */
  current: z.boolean(),
  createdAt: z.string(),
});
export type AdminDomain = z.infer<typeof AdminDomain>;
export const AdminDomainAnswer = answerOf(AdminDomain);
export const AdminDomainsAnswer = answerOf(z.array(AdminDomain));
