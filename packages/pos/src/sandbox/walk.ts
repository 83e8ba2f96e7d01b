import { encodeFormBody } from '../form-body.js';
import type { ThreeDForm, ThreeDStart } from '../types.js';
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

/** Posts a form like a browser does and answers the page (an error for anything but 200). */
async function submit(form: { action: string; fields: Record<string, string> }): Promise<string> {
  const answer = await fetch(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: encodeFormBody(form.fields),
  });
  const page = await answer.text();
  if (answer.status !== 200) {
    throw new Error(`the 3-D gate refused the form (${answer.status}): ${page.slice(0, 300)}`);
  }
  return page;
}

/**
 * Does what the card holder's browser does on the sandbox bank: posts the 3-D form (following pages that submit
 * themselves on the way, such as our relay or a bank's 3-D server hop), types the SMS code (or cancels) and reads
 * the post back — without posting it, so the caller decides when. For tests and demos; a real bank's pages are not
 * walked.
 */
export async function walkSandboxThreeD(
  form: { action: string; fields: Record<string, string> },
  options: { code?: string; cancel?: boolean } = {},
): Promise<WalkResult> {
  let target = form;
  let page = await submit(target);
  for (let hop = 0; !page.includes('name="code"'); hop += 1) {
    if (hop === 5) {
      throw new Error(`no 3-D code page after ${hop} pages: ${page.slice(0, 300)}`);
    }
    const next = readForm(page);
    target = { action: new URL(next.action, target.action).toString(), fields: next.fields };
    page = await submit(target);
  }
  const verification = readForm(page);
  const answer = await submit({
    action: new URL(verification.action, target.action).toString(),
    fields: {
      session: verification.fields.session ?? '',
      code: options.code ?? SANDBOX_SMS_CODE,
      action: options.cancel ? 'cancel' : 'confirm',
    },
  });
  return readForm(answer);
}

/** The 3-D form of an auto-submit document (our SalesRequest answer's content). */
export function readThreeDDocument(html: string): { action: string; fields: Record<string, string> } {
  return readForm(html);
}

/** The form of a 3-D start; a refused start is an error here (tests and demos expect the bank to start). */
export function formOf(start: ThreeDStart): ThreeDForm {
  if (start.kind !== 'form') {
    throw new Error(
      `the bank refused the 3-D start: ${start.result.returnCode ?? ''} ${start.result.message ?? ''}`,
    );
  }
  return start;
}
