import { messages } from '@tahsilat/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSS_CORPUS } from '../apps/api/test/xss-corpus.js';
import { newPage } from './support/app.js';
import { launchChromium } from './support/browser.js';
import { fillPayForm, submitExpectingMessages } from './support/pay.js';
import { launchServer, prepareStore, type RunningServer, type ServerStore } from './support/server.js';
import { runOnStore } from './support/store-sql.js';

/**
 * Tenant B ("Örnek Sanayi", host ornek-sanayi.localhost) opened to payments without an account, with
 * the form modes and settings no screen writes yet: each scenario restarts the server on the changed store.
 */
const TENANT_B = '22222222-2222-4222-8222-222222222222';

let store: ServerStore;
let browser: Browser;
let server: RunningServer | null = null;
let port = 0;

async function restartWith(statements: { sql: string; values?: unknown[] }[]): Promise<string> {
  await server?.stop();
  await runOnStore(store, statements);
  const started = await launchServer(store, {}, port || undefined);
  port = started.port;
  server = started;
  return `http://ornek-sanayi.localhost:${port}`;
}

const tenantB = (assignments: string, ...values: unknown[]) => ({
  sql: `update tenants set ${assignments} where payment_guid = $1`,
  values: [TENANT_B, ...values],
});

beforeAll(async () => {
  store = await prepareStore();
  // The first start migrates and seeds the demo data.
  const seeding = await launchServer(store);
  port = seeding.port;
  await seeding.stop();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await store?.drop();
});

async function openPay(baseUrl: string) {
  const opened = await newPage(browser);
  const dialogs: string[] = [];
  opened.page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await opened.page.goto(`${baseUrl}/pay-without-login`);
  return { ...opened, dialogs };
}

describe('form modes of SPEC 5', () => {
  it('additional-field mode: contract number, branch, payment method and identity number; hostile description runs nothing', async () => {
    // The corpus joined into one stored row, the mutation-XSS entries last (they swallow what follows).
    const corpus = [...XSS_CORPUS]
      .sort((a, b) => Number(a.name.startsWith('mXSS')) - Number(b.name.startsWith('mXSS')))
      .map((entry) => entry.input)
      .join('\n');
    const baseUrl = await restartWith([
      tenantB(
        'is_payment_without_login_allowed = true, is_pos_transaction_use_additional_field = true, pos_collection_description = $2',
        `<p><strong>Güvenli ödeme</strong></p>${corpus}`,
      ),
      {
        sql: `insert into payment_methods (tenant_id, name, sort_order)
              select id, 'Cari hesap ödemesi', 1 from tenants where payment_guid = $1`,
        values: [TENANT_B],
      },
    ]);
    const { context, page, dialogs } = await openPay(baseUrl);
    await page.locator('#pay-cardNumber').waitFor();
    await page.locator('.pay-description strong').waitFor();
    await page.locator('#pay-contractNumber').fill('123');
    await submitExpectingMessages(page, [
      messages.contractNumberInvalid,
      messages.branchCodeRequired,
      messages.paymentMethodRequired,
      messages.tcknRequired,
    ]);
    await page.locator('#pay-tckn').fill('12345678901');
    await page.getByText(messages.tcknInvalid, { exact: true }).waitFor();
    await page.locator('#pay-contractNumber').fill('');
    await page.getByText(messages.contractNumberRequired, { exact: true }).waitFor();

    // Nothing of the corpus ran, loaded or stayed as markup.
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    const markup = await page.locator('.pay-description').innerHTML();
    for (const bad of [
      '<script',
      'onerror',
      'onload',
      'javascript:',
      '<form',
      '<img',
      '<svg',
      '<iframe',
      'style=',
    ]) {
      expect(markup.toLowerCase()).not.toContain(bad);
    }
    await context.close();
  });

  it('policy mode: policy number, issue date defaulting to today, insurance company, customer information', async () => {
    const baseUrl = await restartWith([
      tenantB('b2b_is_use_additional_field_for_policy = true, pos_collection_description = null'),
      {
        // Customer information hidden by the screen settings: policy mode still asks for it.
        sql: `insert into screen_settings (tenant_id, screen_id, b2b_mobile_phone_visibility, b2b_customer_information_visibility)
              select id, 6, true, false from tenants where payment_guid = $1`,
        values: [TENANT_B],
      },
    ]);
    const { context, page } = await openPay(baseUrl);
    const today = new Intl.DateTimeFormat('tr-TR', {
      timeZone: 'Europe/Istanbul',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    expect(await page.getByLabel('Poliçe Tanzim Tarihi').inputValue()).toBe(today);
    await page.getByLabel('Poliçe Tanzim Tarihi').fill('31.02.2026');
    await submitExpectingMessages(page, [
      messages.customerInformationRequired,
      messages.policyNumberRequired,
      messages.policyDateInvalid,
      messages.insuranceCompanyRequired,
      messages.tcknRequired,
    ]);
    await page.getByLabel('Poliçe Numarası').fill('P'.repeat(51));
    await page.getByLabel('Poliçe Tanzim Tarihi').fill('');
    // The field stops at 50 characters; the date is then simply missing.
    expect((await page.getByLabel('Poliçe Numarası').inputValue()).length).toBe(50);
    await page.getByText(messages.policyDateRequired, { exact: true }).waitFor();
    await context.close();
  });

  it('custom-fields mode: payment types as a multi-select, contract number optional', async () => {
    const longName = `Çok uzun ödeme tipi ${'x'.repeat(170)}`;
    const baseUrl = await restartWith([
      tenantB('is_pos_transaction_use_additional_field = false, b2b_show_custom_fields = true'),
      {
        sql: `insert into payment_methods (tenant_id, name, sort_order)
              select id, $2, 2 from tenants where payment_guid = $1`,
        values: [TENANT_B, longName],
      },
    ]);
    const { context, page } = await openPay(baseUrl);
    await page.getByText('Ödeme Tipi', { exact: true }).waitFor();
    await fillPayForm(page, { card: '4355 0843 5508 4358' });
    await page.getByLabel('Cari hesap ödemesi').check();
    await page.getByLabel(longName).check();
    await page.locator('button.pay-button').click();
    await page.getByText(messages.paymentTypesTooLong, { exact: true }).waitFor();
    expect(await page.getByText(messages.contractNumberRequired, { exact: true }).count()).toBe(0);
    await page.getByLabel(longName).uncheck();
    expect(await page.getByText(messages.paymentTypesTooLong, { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('a tenant without payment providers shows the message instead of the form', async () => {
    const baseUrl = await restartWith([
      {
        sql: `update pos_accounts set is_active = false
              where tenant_id = (select id from tenants where payment_guid = $1)`,
        values: [TENANT_B],
      },
    ]);
    const { context, page } = await openPay(baseUrl);
    await page
      .getByText('Tanımlı ödeme sağlayıcısı bulunmamaktadır. Bu firmaya şu anda kartla ödeme yapılamıyor.')
      .waitFor();
    expect(await page.locator('#pay-cardNumber').count()).toBe(0);
    await context.close();
  });
});
