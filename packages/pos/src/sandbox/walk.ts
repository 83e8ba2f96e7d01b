import { encodeFormBody } from '../form-body.js';
import { SANDBOX_SMS_CODE } from './merchants.js';

function unescapeHtml(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** The first form of an HTML page: its action and its fields (hidden inputs). */
export function readForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) {
    throw new Error(`no form on the page: ${html.slice(0, 200)}`);
  }
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescapeHtml(match[1] ?? '')] = unescapeHtml(match[2] ?? '');
  }
  return { action: unescapeHtml(action), fields };
}

export interface WalkResult {
  /** Where the bank's page posts the result (okUrl or failUrl). */
  action: string;
  fields: Record<string, string>;
}

/**
 * Does what the card holder's browser does on the sandbox bank: posts the 3-D form, types the SMS
 * code (or cancels) and reads the signed post back — without posting it, so the caller decides when.
 * For tests and demos; a real bank's pages are not walked.
 */
export async function walkSandboxThreeD(
  form: { action: string; fields: Record<string, string> },
  options: { code?: string; cancel?: boolean } = {},
): Promise<WalkResult> {
  const gate = await fetch(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: encodeFormBody(form.fields),
  });
  const page = await gate.text();
  if (gate.status !== 200) {
    throw new Error(`the 3-D gate refused the form (${gate.status}): ${page.slice(0, 300)}`);
  }
  const verification = readForm(page);
  const verifyUrl = new URL(verification.action, form.action).toString();
  const answer = await fetch(verifyUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: encodeFormBody({
      session: verification.fields.session ?? '',
      code: options.code ?? SANDBOX_SMS_CODE,
      action: options.cancel ? 'cancel' : 'confirm',
    }),
  });
  return readForm(await answer.text());
}

/** The 3-D form of an auto-submit document (our SalesRequest answer's content). */
export function readThreeDDocument(html: string): { action: string; fields: Record<string, string> } {
  return readForm(html);
}
