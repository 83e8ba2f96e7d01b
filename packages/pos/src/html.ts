import { escapeHtml } from '@tahsilat/domain';
import type { ThreeDForm } from './types.js';

export { escapeHtml };

/**
 * The document that carries the browser to the bank: a form with hidden fields that submits itself.
 * The script carries `nonce` (the embedding page's CSP nonce); without script the button does it.
 */
export function renderAutoSubmitForm(
  form: ThreeDForm,
  options: { nonce?: string; title?: string; button?: string } = {},
): string {
  const inputs = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const nonce = options.nonce ? ` nonce="${escapeHtml(options.nonce)}"` : '';
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(options.title ?? 'Bankaya yönlendiriliyorsunuz')}</title>
<style${nonce}>body{font-family:Arial,Helvetica,sans-serif;text-align:center;padding:40px 16px;color:#1c2333}</style></head>
<body>
<form id="bank-form" method="post" action="${escapeHtml(form.action)}">
${inputs}
<p>${escapeHtml(options.title ?? 'Bankaya yönlendiriliyorsunuz')}…</p>
<noscript><button type="submit">${escapeHtml(options.button ?? 'Devam et')}</button></noscript>
</form>
<script${nonce}>document.getElementById('bank-form').submit();</script>
</body></html>`;
}
