import { DESCRIPTION_POLICY, isAllowedDescriptionHref } from '@tahsilat/domain';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerOf, buildTestApp, DEMO, type TestApp } from '../../../test/helpers.js';
import { XSS_CORPUS } from '../../../test/xss-corpus.js';
import { tenants } from '../../db/schema.js';
import { sanitizeTenantHtml } from '../../lib/sanitize-html.js';
import { updatePaymentDescription } from '../tenants/tenants.repository.js';

// Counts sanitising runs, to show the description is sanitised per configuration load, not per request.
vi.mock('../../lib/sanitize-html.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/sanitize-html.js')>();
  return { ...actual, sanitizeTenantHtml: vi.fn(actual.sanitizeTenantHtml) };
});

let t: TestApp;
let tenantA: string;

beforeAll(async () => {
  t = await buildTestApp();
  const [row] = await t.ctx.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.paymentGuid, DEMO.tenantA.paymentGuid));
  tenantA = row?.id ?? '';
});
afterAll(async () => t.close());

const SAFE = '<p><strong>Güvenli ödeme</strong> <a href="https://ok.example/yardim">yardım</a></p>';
const FORBIDDEN = [
  /<script/i,
  /onerror/i,
  /javascript:/i,
  /<form/i,
  /style=/i,
  /<style/i,
  /<svg/i,
  /<math/i,
  /<img/i,
  /<iframe/i,
  /<base/i,
  /<meta/i,
  /<link/i,
  /\son\w+=/i,
];

/** Only the allow list survives: its tags, and on links only an https href with our target and rel. */
function expectWithinPolicy(html: string): void {
  for (const pattern of FORBIDDEN) {
    expect(html).not.toMatch(pattern);
  }
  const allowed: readonly string[] = DESCRIPTION_POLICY.allowedTags;
  for (const element of JSDOM.fragment(html).querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    expect(allowed, tag).toContain(tag);
    const names = element.getAttributeNames();
    if (tag === 'a' && element.hasAttribute('href')) {
      expect(names.sort()).toEqual(['href', 'rel', 'target']);
      expect(isAllowedDescriptionHref(element.getAttribute('href') ?? '')).toBe(true);
      expect(element.getAttribute('rel')).toBe('noopener noreferrer');
      expect(element.getAttribute('target')).toBe('_blank');
    } else {
      expect(names, tag).toEqual([]);
    }
  }
}

async function writeAroundWritePath(html: string): Promise<void> {
  await t.ctx.db.update(tenants).set({ posCollectionDescription: html }).where(eq(tenants.id, tenantA));
  // What an edit does: every instance drops the tenant's configuration (and its cached answers).
  await t.ctx.bus.publish('tenant-config', tenantA);
}

async function commissionDescription(): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/PayWithoutLogin/CommissionOptions?tenantPaymentGuid=${DEMO.tenantA.paymentGuid}`,
  });
  expect(response.statusCode).toBe(200);
  return answerOf<{ posCollectionDescription: string }>(response).data.posCollectionDescription;
}

describe('the XSS corpus, entry by entry', () => {
  it.each(XSS_CORPUS)('$name', async ({ input }) => {
    const clean = (await sanitizeTenantHtml(input)) ?? '';
    expectWithinPolicy(clean);
    // The browser sanitises again: the server's output must come back unchanged.
    expect(await sanitizeTenantHtml(clean)).toBe(clean);
  });
});

describe('the payment description on the payment page', () => {
  it('the demo seed wrote it through the sanitiser', async () => {
    const [row] = await t.ctx.db
      .select({ description: tenants.posCollectionDescription })
      .from(tenants)
      .where(eq(tenants.id, tenantA));
    expect(row?.description).toContain('<strong>3D Secure</strong>');
    expect(row?.description).toContain('target="_blank" rel="noopener noreferrer"');
    expect(await commissionDescription()).toBe(row?.description);
  });

  // Legacy rows: written around the write path, as data from before the rule would be.
  it.each(XSS_CORPUS)('a stored row with $name leaves the server sanitised', async ({ input }) => {
    await writeAroundWritePath(`${SAFE}${input}`);
    const description = await commissionDescription();
    expectWithinPolicy(description);
    expect(description).toContain('<strong>Güvenli ödeme</strong>');
    expect(description).toContain(
      '<a href="https://ok.example/yardim" target="_blank" rel="noopener noreferrer">yardım</a>',
    );
    expect(description).not.toContain('insecure.example');
  });

  it('a stored row with the whole corpus at once leaves the server sanitised', async () => {
    await writeAroundWritePath(SAFE + XSS_CORPUS.map((entry) => entry.input).join(''));
    const description = await commissionDescription();
    expectWithinPolicy(description);
    expect(description).toContain('<strong>Güvenli ödeme</strong>');
  });

  it('is sanitised once per configuration load, not per request', async () => {
    const sanitise = vi.mocked(sanitizeTenantHtml);
    await t.ctx.bus.publish('tenant-config', tenantA);
    sanitise.mockClear();
    const answers = new Set<string>([await commissionDescription()]);
    // The load sanitises the description and each of its translations (issue 27), once.
    const perLoad = sanitise.mock.calls.length;
    expect(perLoad).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 19; i += 1) {
      answers.add(await commissionDescription());
    }
    expect(answers.size).toBe(1);
    expect(sanitise).toHaveBeenCalledTimes(perLoad);
  });

  it('the write path stores only sanitised HTML', async () => {
    const stored = await updatePaymentDescription(
      t.ctx.db,
      tenantA,
      `${SAFE}<img src=x onerror=alert(1)><a href="JaVaScRiPt:alert(1)">x</a>`,
    );
    const [row] = await t.ctx.db
      .select({ description: tenants.posCollectionDescription })
      .from(tenants)
      .where(eq(tenants.id, tenantA));
    expect(row?.description).toBe(stored);
    expectWithinPolicy(stored ?? '');
    await t.ctx.bus.publish('tenant-config', tenantA);
    expect(await commissionDescription()).toBe(stored);
    expect(await updatePaymentDescription(t.ctx.db, tenantA, null)).toBeNull();
  });
});
