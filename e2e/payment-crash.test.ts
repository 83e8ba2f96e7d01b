import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readForm, walkSandboxThreeD } from '@tahsilat/pos';
import { afterAll, describe, expect, it } from 'vitest';
import { CARDS, postSale, transactionOf } from '../apps/api/test/payments.js';
import { launchServer, prepareStore, type ServerStore } from './support/server.js';
import { runOnStore } from './support/store-sql.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) {
    await cleanup();
  }
});

/** The sandbox bank in its own process, so killing the server does not lose the bank's journal. */
async function startStandaloneBank(authDelayMs: number): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(repoRoot, 'packages/pos/dist/sandbox/standalone.js')],
    {
      env: { PATH: process.env.PATH ?? '', AUTH_DELAY_MS: String(authDelayMs), PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening (\S+)/.exec(chunk.toString());
      if (match?.[1]) {
        resolve(match[1]);
      }
    });
    child.once('exit', () => reject(new Error('sandbox bank exited')));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Points tenant A's Akbank POS at the standalone bank (the store is not in use by a server). */
function pointAkbankAt(store: ServerStore, bankUrl: string): Promise<void> {
  return runOnStore(store, [
    {
      sql: 'update pos_accounts set gate_url = $1, api_url = $2 where bank_id = 46',
      values: [`${bankUrl}/fim/est3Dgate`, `${bankUrl}/fim/api`],
    },
  ]);
}

async function approvedAuthorisations(bankUrl: string, orderId: string): Promise<{ authCode: string }[]> {
  const response = await fetch(`${bankUrl}/journal?orderId=${encodeURIComponent(orderId)}`);
  const body = (await response.json()) as { entries: { type: string; outcome: string; authCode: string }[] };
  return body.entries.filter((entry) => entry.type === 'Auth' && entry.outcome === 'approved');
}

describe('a crash between the bank approval and our commit', () => {
  it('after SIGKILL and a restart the reconciler records the approval once', async () => {
    const bank = await startStandaloneBank(3_000);
    cleanups.push(() => bank.stop());
    const store = await prepareStore();
    cleanups.push(() => store.drop());

    // First start migrates and seeds; then the demo POS is pointed at the standalone bank.
    const seeding = await launchServer(store, { SANDBOX_BANK: 'off' });
    await seeding.stop();
    await pointAkbankAt(store, bank.url);

    const first = await launchServer(store, {
      SANDBOX_BANK: 'off',
      BANK_TIMEOUT_MS: '20000',
      RECONCILE_INTERVAL_MS: '500',
    });
    const sale = await postSale(first.baseUrl);
    expect(sale.status).toBe(200);
    const transactionId = sale.body.data?.transactionId ?? '';
    const back = await walkSandboxThreeD(readForm(sale.body.data?.content ?? ''));
    const orderId = back.fields.oid ?? '';

    // The callback reaches us; we ask the bank to authorise; the bank approves and is slow to answer.
    const callback = fetch(back.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(back.fields).toString(),
      redirect: 'manual',
    }).catch(() => null);
    const deadline = Date.now() + 10_000;
    while ((await approvedAuthorisations(bank.url, orderId)).length === 0) {
      if (Date.now() > deadline) {
        throw new Error(`the bank never authorised:\n${first.output.join('')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The bank has approved; our process dies before its answer arrives.
    await first.signal('SIGKILL');
    expect(await callback).toBeNull();

    const second = await launchServer(
      store,
      { SANDBOX_BANK: 'off', BANK_TIMEOUT_MS: '500', RECONCILE_INTERVAL_MS: '300' },
      first.port,
    );
    cleanups.push(() => second.stop());
    let tx = await transactionOf(second.baseUrl, transactionId);
    const settled = Date.now() + 15_000;
    while (tx.status !== 'authorised' && Date.now() < settled) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      tx = await transactionOf(second.baseUrl, transactionId);
    }
    expect(tx.status).toBe('authorised');
    const approvals = await approvedAuthorisations(bank.url, orderId);
    expect(approvals).toHaveLength(1);
    expect(tx.authCode).toBe(approvals[0]?.authCode);

    // The canary (SECURITY.md): the database's own files and the debug logs hold no card number or CVV.
    await second.stop();
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? files(full) : [full];
      });
    const haystacks = [
      ...first.output,
      ...second.output,
      ...(store.env.DATABASE_URL
        ? []
        : files(store.dataDir).map((file) => readFileSync(file).toString('latin1'))),
    ];
    for (const text of haystacks) {
      const grouped = CARDS.approved.replace(/(\d{4})(?=\d)/g, '$1 ');
      expect(text).not.toContain(CARDS.approved);
      expect(text).not.toContain(grouped);
      expect(text).not.toContain(encodeURIComponent(grouped));
      expect(text).not.toMatch(/(cvv|cv2)\W{1,4}000\b/i);
    }
  });
});
