import { describe, expect, it } from 'vitest';
import { PROTOCOL_CASES } from '../apps/api/test/protocol-cases.js';
import { newPage } from './support/app.js';
import { watchCspViolations } from './support/csp.js';
import { chooseOption, completeThreeD, fillPayForm, modalResult, submitPayment } from './support/pay.js';
import { useServerAndBrowser } from './support/suite.js';

/**
 * Issue 16: a payer pays on the pay-without-login page through each newer protocol's bank (the sandbox bank speaks
 * PosNet, KuveytTürk TDV2 and PayFlex), in the page's 3-D modal, under the page's security policy (KuveytTürk and
 * PayFlex go through our 3-D relay: their 3-D page is named by the bank's answer).
 */
const suite = useServerAndBrowser();

describe('paying through the newer bank protocols', () => {
  it.each(PROTOCOL_CASES)('$bank ($protocol): 3 instalments, approved in the modal', async (c) => {
    const { context, page } = await newPage(suite.browser, 1280, 900);
    const violations = await watchCspViolations(page);
    await page.goto(`${suite.server.baseUrl}/pay-without-login`);
    await page.locator('#pay-cardNumber').waitFor();
    await fillPayForm(page, {
      card: c.card.replace(/(\d{4})(?=\d)/g, '$1 '),
      amount: '1.250,00',
      holder: 'ÇAĞRI ÖZTÜRK',
    });
    await chooseOption(page, c.bankId, 3);
    const sale = await submitPayment(page);
    await page.locator('dialog[open] iframe').waitFor();
    await completeThreeD(page);
    expect(await modalResult(page)).toContain('Ödemeniz alındı');
    const response = await fetch(
      `${suite.server.baseUrl}/api/PayWithoutLogin/PosCollectionTransactionGetById/${sale.transactionId}`,
    );
    const tx = (
      (await response.json()) as { data: { status: string; installmentCount: number; bankName: string } }
    ).data;
    expect(tx).toMatchObject({ status: 'authorised', installmentCount: 3, bankName: c.bank });
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
