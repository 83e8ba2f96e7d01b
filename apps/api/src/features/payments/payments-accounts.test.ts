import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Adversary, useAdversarialApp } from '../../../test/adversarial.js';
import { request } from '../../../test/helpers.js';
import { PROTOCOL_CASES, THREE_D_PAY_CASES } from '../../../test/protocol-cases.js';
import { posAccounts } from '../../db/schema.js';

/**
 * Issue 26, item 1: switching an account off, or changing its model, addresses or keys in the console, stops new
 * payments only. Everything already started (the callback, the reconciler's status query, void and refund) keeps
 * the account version, model and credentials it started with — on every protocol.
 */

const { line, t: app, adminToken: adminTokenOf, adversaryOf } = useAdversarialApp();

/** A secret of the protocol's, replaced by a wrong one: what the bank would refuse if it were used. */
const WRONG_SECRET = { apiPassword: 'Yanlis.Sifre.2026', storeKey: 'YANLISANAHTAR01' };

async function refund(transactionId: string) {
  return request(app().app, {
    method: 'POST',
    url: `/api/admin/collections/${transactionId}/refunds`,
    token: adminTokenOf(),
    payload: { amount: '10.00', reason: 'Fazla ödeme' },
  });
}

/** Pays a sale through the case's account and returns its id and order id. */
async function paid(a: Adversary): Promise<{ transactionId: string; orderId: string }> {
  const { transactionId, callback } = await a.sale({ net: '80.00' });
  await a.post(callback.action, callback.fields);
  const tx = await a.state(transactionId);
  expect(tx.status).toBe('authorised');
  return { transactionId, orderId: String(tx.orderId) };
}

describe.each(PROTOCOL_CASES)('$protocol: the account changes under payments already started', (c) => {
  const a = adversaryOf(c);

  it('switched off between the 3-D start and the callback: the payment completes, once', async () => {
    const { transactionId, callback } = await a.sale();
    await a.change({ isActive: false });
    try {
      await a.post(callback.action, callback.fields);
      const tx = await a.state(transactionId);
      expect(tx.status).toBe('authorised');
      expect(a.approvals(String(tx.orderId))).toHaveLength(1);
    } finally {
      await a.change({ isActive: true });
    }
  });

  it('its keys changed between the 3-D start and the callback: it completes with those it started with', async () => {
    const { transactionId, callback } = await a.sale();
    const before = await a.account();
    const secrets = Object.fromEntries(
      Object.entries(WRONG_SECRET).filter(([field]) =>
        field === 'apiPassword' ? before.hasApiPassword : before.hasStoreKey,
      ),
    );
    const [kept] = await app().ctx.db.select().from(posAccounts).where(eq(posAccounts.id, before.id));
    try {
      await a.change(secrets);
      await a.post(callback.action, callback.fields);
      const tx = await a.state(transactionId);
      expect(tx.status).toBe('authorised');
      expect(a.approvals(String(tx.orderId))).toHaveLength(1);
      // A payment started now uses the new (wrong) secrets: the change stops new payments only.
      const next = await a.sale().catch((error: unknown) => new Error(String(error)));
      if (!(next instanceof Error)) {
        await a.post(next.callback.action, next.callback.fields);
        expect((await a.state(next.transactionId)).status).not.toBe('authorised');
      }
    } finally {
      // The secrets the bank knows, put back (the console never shows them to copy).
      await app()
        .ctx.db.update(posAccounts)
        .set({ apiPasswordEncrypted: kept?.apiPasswordEncrypted, storeKeyEncrypted: kept?.storeKeyEncrypted })
        .where(eq(posAccounts.id, before.id));
      await app().ctx.bus.publish('tenant-config', kept?.tenantId ?? '');
    }
  });

  it('switched off before a refund: the refund still reaches the bank, once', async () => {
    const { transactionId, orderId } = await paid(a);
    await a.force(transactionId, { collectedAt: sql`now() - interval '1 day'` });
    a.closeDay();
    await a.change({ isActive: false });
    try {
      const answer = await refund(transactionId);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(a.approvals(orderId, 'Credit')).toHaveLength(1);
    } finally {
      await a.change({ isActive: true });
    }
  });

  it('an authorisation whose answer was lost, asked while the status query errs, stays pending; then settles', async () => {
    const { transactionId, callback } = await a.sale();
    a.dropNextAnswer('Auth');
    await a.post(callback.action, callback.fields);
    expect((await a.row(transactionId)).status).toBe('authorising');
    await a.force(transactionId, { authorisationStartedAt: sql`now() - interval '10 minutes'` });
    await a.change({ isActive: false });
    try {
      for (const how of ['garbage', 'http-503', 'silence'] as const) {
        line.spoilWhere(c.isStatusQuery, how);
        try {
          await app().reconciler.runOnce();
        } finally {
          line.heal();
        }
        expect((await a.row(transactionId)).status).toBe('authorising');
      }
      // Asked again on the account version it started on, switched off or not: the bank had approved.
      await app().reconciler.runOnce();
    } finally {
      await a.change({ isActive: true });
    }
    const tx = await a.state(transactionId);
    expect(tx.status).toBe('authorised');
    expect(a.approvals(String(tx.orderId))).toHaveLength(1);
  });
});

describe.each(THREE_D_PAY_CASES)('$protocol: the model changes under payments already started', (c) => {
  const a = adversaryOf(c);

  it('started under 3d, the account moved to 3d_pay: the payment is authorised by our call, as it began', async () => {
    const { transactionId, callback } = await a.sale();
    await a.change({ model: '3d_pay' });
    try {
      await a.post(callback.action, callback.fields);
    } finally {
      await a.change({ model: '3d' });
    }
    const tx = await a.state(transactionId);
    expect(tx.status).toBe('authorised');
    expect(a.approvals(String(tx.orderId), 'Auth')).toHaveLength(1);
    expect(a.approvals(String(tx.orderId), '3d_pay')).toHaveLength(0);
  });

  it('started under 3d_pay, the account moved back to 3d: the bank charge is recorded, never charged again', async () => {
    await a.change({ model: '3d_pay' });
    const { transactionId, callback } = await a.sale();
    await a.change({ model: '3d' });
    await a.post(callback.action, callback.fields);
    const tx = await a.state(transactionId);
    expect(tx.status).toBe('authorised');
    expect(a.approvals(String(tx.orderId), '3d_pay')).toHaveLength(1);
    expect(a.approvals(String(tx.orderId), 'Auth')).toHaveLength(0);
  });
});
