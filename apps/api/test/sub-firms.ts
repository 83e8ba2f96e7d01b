import type { LoginData } from '@tahsilat/domain';
import { answerOf, DEMO, login, request, type TestApp } from './helpers.js';

/** demo@ signed in to tenant B: a second session of its own, switched there. */
export async function tenantBSession(t: TestApp): Promise<LoginData> {
  const first = await login(t.app);
  const tenantB = (await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantB.paymentGuid)).id;
  const switched = await request(t.app, {
    method: 'GET',
    url: `/api/FirmAuth/ChangeTenant/${tenantB}`,
    token: first.token,
  });
  return answerOf<LoginData>(switched).data;
}
