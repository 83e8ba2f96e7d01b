import { performance } from 'node:perf_hooks';
import { writeReceiptPdf } from '../apps/api/src/features/receipts/receipt-pdf.js';
import { readTenantLogo } from '../apps/api/src/lib/tenant-logo.js';
import { portalSaleThroughThreeD, postCallback } from '../apps/api/test/payments.js';
import { type Budget, judged, type Measurement, measure, startApi, startBaseline } from './harness.js';
import { signIn } from './statement-support.js';

/** Budget (issue 12, tightened by issue 28): a receipt's PDF p95 ≤ 80 ms at 10 connections, judged on PostgreSQL. */
const RECEIPT_P95_MS = 80;
const FLOOR_RUNS = 200;

export interface ReceiptBench {
  rows: Measurement[];
  /** p95 of drawing the same receipt in this process (the PDF work alone, no HTTP or database). */
  drawP95: number;
  budgets: Map<string, Budget>;
}

function percentile95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(0.95 * sorted.length) - 1)] ?? 0;
}

/** The PDF work alone: the same one-page receipt drawn FLOOR_RUNS times in this process. */
async function drawFloor(): Promise<number> {
  const logo = await readTenantLogo('/media/tenants/demo-ticaret/logo.svg');
  const times: number[] = [];
  for (let run = 0; run < FLOOR_RUNS; run += 1) {
    const started = performance.now();
    await writeReceiptPdf({
      language: 'tr',
      title: 'Tahsilat Dekontu',
      tenantName: 'Demo Ticaret A.Ş.',
      merchantLines: ['Büyükdere Cad. No: 185 Kat: 7, 34394 Şişli / İstanbul', 'Vergi no: 2940735151'],
      logo,
      facts: [
        { label: 'Tarih', value: '24.11.2026 12:05' },
        { label: 'İşlem no', value: 'T261124ABCDEFGHJK' },
        { label: 'Kart', value: '435508******4358 · AYŞE YILMAZ' },
      ],
      amounts: [{ label: 'Karttan çekilen toplam', value: '1.272,88 TL', strong: true }],
      checkUrl:
        'http://localhost:3000/receipt-check/3f1c2c1e-1111-4a1b-9c1d-2e3f4a5b6c7d?s=abcdefghijklmnopqrstuv',
      issuedNote: 'Bu dekont 24.11.2026 12:06 tarihinde elektronik olarak üretilmiştir; imza gerektirmez.',
      checkLabel: 'Doğrulama',
    });
    times.push(performance.now() - started);
  }
  return percentile95(times);
}

/**
 * GET /api/PosCollection/Receipt/:id for a dealer's paid payment at 10 connections, beside the bare Fastify route
 * (the framework's floor) and the PDF drawn in-process (the work's floor).
 */
export async function benchReceipt(options: { seconds: number }): Promise<ReceiptBench> {
  const baseline = await startBaseline();
  const api = await startApi({ PAYMENT_ATTEMPTS_PER_10_MIN: '1000000' });
  try {
    const session = await signIn(api.url, 'bayi@tahsilat.local');
    const { transactionId, callback } = await portalSaleThroughThreeD(api.url, session.token, {
      net: '1250.50',
    });
    await postCallback(callback.action, callback.fields);
    const bare = await measure('bare Fastify route (reference)', {
      url: `${baseline.url}/bare`,
      connections: 10,
      durationSeconds: options.seconds,
    });
    const receipt = await measure('GET /PosCollection/Receipt/:id (one-page PDF)', {
      url: `${api.url}/api/PosCollection/Receipt/${transactionId}`,
      connections: 10,
      durationSeconds: options.seconds,
      headers: { authorization: `Bearer ${session.token}` },
    });
    const budgets = new Map<string, Budget>([
      [
        receipt.name,
        judged(
          `p95 ≤ ${RECEIPT_P95_MS} ms at 10 connections`,
          receipt.p95 <= RECEIPT_P95_MS && receipt.non2xx === 0,
        ),
      ],
    ]);
    return { rows: [bare, receipt], drawP95: await drawFloor(), budgets };
  } finally {
    await api.stop();
    await baseline.stop();
  }
}

export function reportReceipt(bench: ReceiptBench): boolean {
  console.log('Receipts (dekont)');
  for (const row of bench.rows) {
    const budget = bench.budgets.get(row.name);
    console.log(
      `  ${row.name.padEnd(48)} ${row.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${row.p50} ms  p95 ${row.p95} ms  p99 ${row.p99} ms${budget ? `  ${budget.label}  ${budget.pass ? (budget.notJudged ? 'printed' : 'PASS') : 'FAIL'}` : ''}`,
    );
  }
  console.log(
    `  the same receipt drawn in-process, p95 over ${FLOOR_RUNS} runs: ${bench.drawP95.toFixed(1)} ms`,
  );
  return [...bench.budgets.values()].every((budget) => budget.pass);
}
