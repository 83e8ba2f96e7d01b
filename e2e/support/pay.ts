import type { Page } from 'playwright-core';

/** The sandbox bank's one-time code (packages/pos sandbox). */
export const SMS_CODE = '123456';

export const PAY_CARDS = {
  /** Akbank Axess (BIN 435508): instalments of the Akbank programme. */
  akbank: '4355 0843 5508 4358',
  /** Garanti Bonus (BIN 540667). */
  garanti: '5406 6754 0667 5403',
  /** Halkbank Paraf (BIN 552879): provider 889, Turkish lira only. */
  halkbank: '5528 7900 0000 0008',
  /** QNB CardFinans (BIN 402277). */
  qnb: '4022 7712 3456 7891',
  /** The sandbox declines it at authorisation. */
  declined: '4000 0000 0000 0002',
  /** The sandbox fails its 3-D check. */
  threeDFails: '4000 0000 0000 3220',
} as const;

export interface PayFormInput {
  customer?: string;
  phone?: string;
  amount?: string;
  description?: string;
  holder?: string;
  card?: string;
  expiry?: string;
  cvv?: string;
}

/** Fills the Turkish form by its labels, as a person does. */
export async function fillPayForm(page: Page, input: PayFormInput = {}): Promise<void> {
  const fields: [string, string | undefined][] = [
    ['#pay-customerInformation', input.customer ?? 'Ayşe Yılmaz'],
    ['#pay-mobilePhone', input.phone ?? '0532 123 45 67'],
    ['#pay-amount', input.amount ?? '1.000,00'],
    ['#pay-description', input.description ?? 'Fatura 2026/118'],
    ['#pay-holderName', input.holder ?? 'AYSE YILMAZ'],
    ['#pay-cardNumber', input.card ?? PAY_CARDS.akbank],
    ['#pay-expiry', input.expiry ?? '12/30'],
    ['#pay-cvv', input.cvv ?? '000'],
  ];
  for (const [selector, value] of fields) {
    const field = page.locator(selector);
    // Fields the page leaves out, or locks (a shop link's amount), are not typed into.
    if (value !== undefined && (await field.count()) > 0 && (await field.isEditable())) {
      await field.fill(value);
    }
  }
}

/**
 * Picks a bank's option in the picker: 1 is its single payment. One single payment shows; the other banks' are
 * folded under "Diğer bankalar" (issue 27), opened first as a person does when the bank is among them.
 */
export async function chooseOption(page: Page, bankId: number, installments: number): Promise<void> {
  const option = page.locator(`[data-bank-id="${bankId}"] [data-installment="${installments}"] input`);
  await option.waitFor({ state: 'attached' });
  if (installments === 1 && !(await option.isVisible())) {
    await openOtherBanks(page);
  }
  await option.check();
}

/** Opens the folded single payments of the other banks ("Diğer bankalar"), when closed. */
export async function openOtherBanks(page: Page): Promise<void> {
  const more = page.locator('details.option-more');
  if (!(await more.evaluate((details) => (details as HTMLDetailsElement).open))) {
    await more.locator('summary').click();
  }
}

/** Accepts the agreements and presses pay; answers the SalesRequest body. */
export async function submitPayment(page: Page): Promise<{ transactionId: string; content: string }> {
  await page.locator('#pay-agreement').check();
  // SalesRequest (pay without login) or SalesRequestWithCode (a payment link).
  const answer = page.waitForResponse((response) =>
    /\/SalesRequest(WithCode)?$/.test(new URL(response.url()).pathname),
  );
  await page.locator('button.pay-button').click();
  const body = (await (await answer).json()) as { data: { transactionId: string; content: string } };
  return body.data;
}

/** Types the code on the sandbox bank's page inside the modal and confirms (or cancels). */
export async function completeThreeD(page: Page, action: 'confirm' | 'cancel' = 'confirm'): Promise<void> {
  const bank = page.frameLocator('dialog[open] iframe');
  await bank.locator('#code').fill(SMS_CODE);
  await bank.locator(action === 'confirm' ? 'button.ok' : 'button.cancel').click();
}

/** The modal's result line once the server knows how the payment ended. */
export async function modalResult(page: Page): Promise<string> {
  const result = page.locator('dialog[open] .three-d-result');
  await result.waitFor({ timeout: 20_000 });
  return (await result.textContent()) ?? '';
}

/** Presses pay and waits until every message is on the form. */
export async function submitExpectingMessages(page: Page, texts: readonly string[]): Promise<void> {
  await page.locator('button.pay-button').click();
  for (const text of texts) {
    await page.getByText(text, { exact: true }).waitFor();
  }
}

/** Pays at /pos-collection as a signed-in person does (the first option, one instalment): how it ended. */
export async function payAtPosCollection(
  page: Page,
  baseUrl: string,
  amount: string,
  card: string = PAY_CARDS.akbank,
  description = 'E2E tahsilat',
): Promise<string> {
  await page.goto(`${baseUrl}/pos-collection`);
  await page.locator('#pay-cardNumber').waitFor();
  await fillPayForm(page, { amount, card, description });
  await chooseOption(page, 46, 1);
  await submitPayment(page);
  await completeThreeD(page);
  return modalResult(page);
}
