import { launchServer, prepareStore } from '../e2e/support/server.js';
import { type Budget, judged, type Measurement, measure, startBaseline } from './harness.js';

/**
 * Issue 15's budgets: the commission preview ≤ 20 ms (p95 at 10 connections, beside the bare route of the same run),
 * and a configuration change made on one instance visible to the pay page of a second instance on the same
 * PostgreSQL ≤ 1 s (the change bus: LISTEN/NOTIFY).
 */
const PREVIEW_P95_MS = 20;
const PROPAGATION_MS = 1000;
const ROUNDS = 10;

export interface AdminBench {
  preview: Measurement;
  bare: Measurement;
  /** Milliseconds from the saved answer on instance 1 to instance 2 showing the change, per round (PostgreSQL). */
  propagation: number[];
  budgets: Map<string, Budget>;
}

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { data: T };
  if (!response.ok) {
    throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  }
  return body.data;
}

async function signInAdmin(baseUrl: string) {
  return json<{ token: string; tenantId: string }>(
    await fetch(`${baseUrl}/api/FirmAuth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'yonetici@tahsilat.local',
        password: 'Tahsilat.2026',
        b2BDomainUrl: baseUrl,
      }),
    }),
  );
}

/** Saves the site form with `phone` on one instance; polls the other's public tenant until it shows it. */
async function propagationRound(
  first: string,
  second: string,
  token: string,
  tenantId: string,
  phone: string,
) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const publicPhone = async () =>
    (
      await json<{ phoneNumber: string | null }>(
        await fetch(`${second}/api/FirmAuth/GetTenantById/${tenantId}`),
      )
    ).phoneNumber;
  await publicPhone(); // the second instance's cache now holds the old value
  const form = await json<Record<string, unknown>>(await fetch(`${first}/api/admin/Site`, { headers }));
  const { domains: _d, paymentGuid: _g, updatedAt: _u, ...editable } = form;
  await json(
    await fetch(`${first}/api/admin/Site`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...editable, phoneNumber: phone }),
    }),
  );
  const saved = performance.now();
  while ((await publicPhone()) !== phone) {
    if (performance.now() - saved > 10_000) {
      throw new Error('the second instance never showed the change');
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - saved;
}

export async function benchAdmin(options: { seconds: number }): Promise<AdminBench> {
  const store = await prepareStore();
  const baseline = await startBaseline();
  const first = await launchServer(store, { LOG_LEVEL: 'warn' });
  try {
    const { token, tenantId } = await signInAdmin(first.baseUrl);
    const headers = { authorization: `Bearer ${token}` };
    const commissions = await json<{
      definitions: { posAccountId: string; rates: { rate: string; enabled: boolean; included: boolean }[] }[];
    }>(await fetch(`${first.baseUrl}/api/admin/Commissions`, { headers }));
    const definition = commissions.definitions[0];
    if (!definition) {
      throw new Error('the demo has no commission definition');
    }
    const body = {
      posAccountId: definition.posAccountId,
      rates: definition.rates.map(({ rate, enabled, included }) => ({ rate, enabled, included })),
      extraInstallmentCount: 2,
      extraInstallmentExpireDate: null,
      isCommissionFromDealer: false,
      amount: '12.345,67',
    };
    const bare = await measure('bare Fastify route (same run)', {
      url: `${baseline.url}/bare`,
      connections: 10,
      durationSeconds: options.seconds,
    });
    const preview = await measure('POST /admin/Commissions/Preview (12 instalments)', {
      url: `${first.baseUrl}/api/admin/Commissions/Preview`,
      method: 'POST',
      body,
      headers,
      connections: 10,
      durationSeconds: options.seconds,
    });
    const budgets = new Map<string, Budget>();
    budgets.set(preview.name, {
      label: `p95 ≤ ${PREVIEW_P95_MS} ms at 10 connections`,
      pass: preview.p95 <= PREVIEW_P95_MS && preview.non2xx === 0,
    });
    const propagation: number[] = [];
    if (process.env.DATABASE_URL) {
      // A second instance on the same database (the embedded one serves one process only).
      const second = await launchServer(store, { LOG_LEVEL: 'warn' });
      try {
        for (let round = 0; round < ROUNDS; round += 1) {
          const phone = `0212 555 ${String(10 + round).padStart(2, '0')} 00`;
          propagation.push(await propagationRound(first.baseUrl, second.baseUrl, token, tenantId, phone));
        }
      } finally {
        await second.stop();
      }
    }
    budgets.set(
      'propagation',
      judged(`≤ ${PROPAGATION_MS} ms every round`, Math.max(...propagation) <= PROPAGATION_MS),
    );
    return { preview, bare, propagation, budgets };
  } finally {
    await first.stop();
    await baseline.stop();
    await store.drop();
  }
}

export function reportAdmin(bench: AdminBench): boolean {
  const { preview, bare, propagation, budgets } = bench;
  const previewBudget = budgets.get(preview.name);
  const spread = propagation.length
    ? `max ${Math.max(...propagation).toFixed(0)} ms, median ${[...propagation].sort((a, b) => a - b)[Math.floor(propagation.length / 2)]?.toFixed(0)} ms over ${propagation.length} rounds`
    : 'not measured (PostgreSQL only)';
  const change = budgets.get('propagation');
  console.log(
    'Admin console (the commission preview beside the bare route; a change seen by a second instance)',
  );
  console.log(
    `  ${preview.name}: p50 ${preview.p50.toFixed(1)} ms, p95 ${preview.p95.toFixed(1)} ms, ${preview.requestsPerSecond.toFixed(0)} req/s, non-2xx ${preview.non2xx}; bare route p95 ${bare.p95.toFixed(1)} ms (${bare.requestsPerSecond.toFixed(0)} req/s), ratio ${(preview.p95 / Math.max(bare.p95, 0.1)).toFixed(1)}× — ${previewBudget?.label}: ${previewBudget?.pass ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `  site change on instance 1 → pay page of instance 2: ${spread} — ${change?.label}: ${change?.notJudged ? 'not judged' : change?.pass ? 'PASS' : 'FAIL'}`,
  );
  return [...budgets.values()].every((budget) => budget.pass);
}
