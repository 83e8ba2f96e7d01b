import { randomBytes } from 'node:crypto';
import { prepareStore } from '../e2e/support/server.js';
import { runOnStore } from '../e2e/support/store-sql.js';
import { type Child, launchApi, startApi } from './harness.js';

/**
 * Our server with the sandbox bank in a process of its own (issue 28): the bank is another built server whose
 * sandbox answers at `/sandbox-bank`, and our store's demo POS accounts are pointed at it by address, as at a real
 * bank. Our process then does only our side of a SalesRequest's enrolment call or a callback's provision: the bank's
 * parsing, signing and answering run elsewhere. The bank's own answer times come from its request metrics.
 */
export interface ApiWithBankApart extends Child {
  bankUrl: string;
  /** The bank process's requests to its sandbox so far, per route: how many and their summed seconds. */
  bankTimes(): Promise<Map<string, { count: number; seconds: number }>>;
}

const DURATION = /^tahsilat_http_request_duration_seconds_(sum|count)\{([^}]*)\} (\S+)$/;

export async function startApiWithBankApart(env: Record<string, string> = {}): Promise<ApiWithBankApart> {
  const metricsToken = randomBytes(24).toString('hex');
  const bank = await startApi({ METRICS_TOKEN: metricsToken });
  const store = await prepareStore();
  try {
    // The first start seeds the demo (its accounts at the relative /sandbox-bank addresses); then, with no server
    // on the store, the accounts move to the bank's address (a new account version each, as a console edit makes).
    const seeding = await launchApi(store, { ...env, SANDBOX_BANK: 'off' });
    await seeding.stop();
    await runOnStore(store, [
      {
        sql: `UPDATE pos_accounts
                 SET gate_url = $1 || gate_url, api_url = $1 || api_url,
                     query_url = CASE WHEN query_url LIKE '/sandbox-bank/%' THEN $1 || query_url ELSE query_url END
               WHERE gate_url LIKE '/sandbox-bank/%'`,
        values: [bank.url],
      },
    ]);
    const ours = await launchApi(store, { ...env, SANDBOX_BANK: 'off', BANK_PRIVATE_TARGETS: 'on' }, () =>
      store.drop(),
    );
    return {
      url: ours.url,
      bankUrl: bank.url,
      async bankTimes() {
        const response = await fetch(`${bank.url}/api/metrics`, {
          headers: { authorization: `Bearer ${metricsToken}` },
        });
        const times = new Map<string, { count: number; seconds: number }>();
        for (const line of (await response.text()).split('\n')) {
          const match = DURATION.exec(line);
          const route = /route="([^"]*)"/.exec(match?.[2] ?? '')?.[1];
          if (!match || !route?.startsWith('/sandbox-bank/')) {
            continue;
          }
          const entry = times.get(route) ?? { count: 0, seconds: 0 };
          if (match[1] === 'sum') {
            entry.seconds += Number(match[3]);
          } else {
            entry.count += Number(match[3]);
          }
          times.set(route, entry);
        }
        return times;
      },
      async stop() {
        await ours.stop();
        await bank.stop();
      },
    };
  } catch (error) {
    await bank.stop();
    await store.drop();
    throw error;
  }
}
