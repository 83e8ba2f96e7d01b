import { messages } from '@tahsilat/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, login, type TestApp } from '../../../test/helpers.js';
import { registerErrorHandler } from '../../plugins/error-handler.js';
import { sessionOf } from './session-guard.js';

let t: TestApp;
let probe: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp();
  // A route guarded exactly as later features guard theirs.
  probe = Fastify();
  probe.decorateRequest('auth', null);
  registerErrorHandler(probe);
  probe.get('/plans', { onRequest: t.ctx.guards.requirePermission('collectionPlan') }, async (request) => ({
    success: true,
    message: '',
    data: { tenantId: sessionOf(request).tenantId, isSubFirm: sessionOf(request).isSubFirm },
  }));
  probe.get(
    '/transactions',
    { onRequest: t.ctx.guards.requirePermission('firmTransaction') },
    async (request) => ({
      success: true,
      message: '',
      data: { isSubFirm: sessionOf(request).isSubFirm, parentFirmId: sessionOf(request).parentFirmId },
    }),
  );
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

describe('requirePermission', () => {
  it('lets a user with the flag through, with the tenant from the token', async () => {
    const firmUser = await login(t.app);
    const response = await probe.inject({
      method: 'GET',
      url: '/plans',
      headers: { authorization: `Bearer ${firmUser.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(answerOf(response).data).toEqual({ tenantId: firmUser.tenantId, isSubFirm: false });
  });

  it('refuses a user without the flag with 403, and no session with 401', async () => {
    const subFirmUser = await login(t.app, DEMO.subFirmUser.email);
    const refused = await probe.inject({
      method: 'GET',
      url: '/plans',
      headers: { authorization: `Bearer ${subFirmUser.token}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(answerOf(refused)).toEqual({ success: false, message: messages.permissionDenied, data: null });
    expect((await probe.inject({ method: 'GET', url: '/plans' })).statusCode).toBe(401);
    const allowed = await probe.inject({
      method: 'GET',
      url: '/transactions',
      headers: { authorization: `Bearer ${subFirmUser.token}` },
    });
    expect(allowed.statusCode).toBe(200);
    expect(answerOf<{ isSubFirm: boolean; parentFirmId: string | null }>(allowed).data.isSubFirm).toBe(true);
  });
});
