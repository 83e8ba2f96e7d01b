import { escapeHtml } from '../html.js';

/** The currency names the 3-D page shows for the numeric codes. */
export const CURRENCY_NAMES: Readonly<Record<string, string>> = { '949': 'TL', '840': 'USD', '978': 'EUR' };

/** The card as a bank's 3-D page shows it: "5188 96** **** 7895". */
export const maskedCreditCard = (pan: string) =>
  `${pan.slice(0, 4)} ${pan.slice(4, 6)}** **** ${pan.slice(-4)}`;

/** Major units with a dot ("1308.13") in Turkish writing ("1.308,13"). */
export function turkishAmount(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction.padEnd(2, '0')}`;
}

const STYLE = `
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#eef1f6;color:#1c2333}
.box{max-width:420px;margin:16px auto;background:#fff;border-radius:10px;box-shadow:0 4px 18px rgba(0,0,0,.08);overflow:hidden}
.top{display:flex;justify-content:space-between;align-items:center;padding:14px 18px;background:#12315f;color:#fff}
.top b{font-size:15px}.badge{font-size:12px;border:1px solid #9fb4d8;border-radius:4px;padding:2px 6px}
.body{padding:18px}
table{width:100%;border-collapse:collapse;font-size:14px;margin-bottom:14px}
td{padding:6px 0;border-bottom:1px solid #eef1f6}td:first-child{color:#5a6478;width:45%}
label{display:block;font-weight:bold;margin:10px 0 6px}
input{width:100%;box-sizing:border-box;font-size:20px;letter-spacing:4px;padding:10px;border:1px solid #b9c2d3;border-radius:6px;text-align:center}
.row{display:flex;gap:10px;margin-top:14px}
button{flex:1;padding:12px;font-size:15px;font-weight:bold;border-radius:6px;border:0;cursor:pointer}
.ok{background:#12315f;color:#fff}.cancel{background:#e4e8f0;color:#1c2333}
.note{font-size:12px;color:#5a6478;margin-top:12px}.error{color:#b42318;font-weight:bold;margin:8px 0}
`;

function page(title: string, body: string, nonce?: string, script?: string): string {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}${
    script && nonce ? `<script nonce="${escapeHtml(nonce)}">${script}</script>` : ''
  }</body></html>`;
}

export interface VerificationPageData {
  action: string;
  session: string;
  merchantName: string;
  amount: string;
  currency: string;
  maskedCard: string;
  date: string;
  error?: string;
}

/** The bank's 3-D page: amount, merchant and masked card, and the SMS code field. */
export function verificationPage(data: VerificationPageData): string {
  return page(
    '3D Secure Doğrulama',
    `<div class="box"><div class="top"><b>Sanal POS 3D Secure</b><span class="badge">Visa Secure · Mastercard ID Check</span></div>
<div class="body">
<table>
<tr><td>İşyeri</td><td>${escapeHtml(data.merchantName)}</td></tr>
<tr><td>Tutar</td><td><b>${escapeHtml(data.amount)} ${escapeHtml(data.currency)}</b></td></tr>
<tr><td>Kart numarası</td><td>${escapeHtml(data.maskedCard)}</td></tr>
<tr><td>Tarih</td><td>${escapeHtml(data.date)}</td></tr>
</table>
${data.error ? `<p class="error" role="alert">${escapeHtml(data.error)}</p>` : ''}
<form method="post" action="${escapeHtml(data.action)}">
<input type="hidden" name="session" value="${escapeHtml(data.session)}">
<label for="code">Cep telefonunuza gönderilen doğrulama kodu</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" autofocus>
<div class="row"><button class="ok" type="submit" name="action" value="confirm">Onayla</button><button class="cancel" type="submit" name="action" value="cancel">İptal</button></div>
</form>
<p class="note">Bu sayfa bir deneme bankasıdır (sandbox). Doğrulama kodu: 123456.</p>
</div></div>`,
  );
}

export function errorPage(message: string, code: string): string {
  return page(
    'İşlem hatası',
    `<div class="box"><div class="top"><b>Sanal POS</b><span class="badge">Hata ${escapeHtml(code)}</span></div><div class="body"><p class="error" role="alert">${escapeHtml(message)}</p></div></div>`,
  );
}

/** The post back to the merchant (okUrl or failUrl), submitted by itself. */
export function callbackPage(action: string, fields: Record<string, string>, nonce: string): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return page(
    'İşyerine yönlendiriliyorsunuz',
    `<div class="box"><div class="body"><form id="back" method="post" action="${escapeHtml(action)}">${inputs}<p>İşyerine yönlendiriliyorsunuz…</p><noscript><button class="ok" type="submit">Devam</button></noscript></form></div></div>`,
    nonce,
    "document.getElementById('back').submit();",
  );
}
