import { escapeHtml } from '@tahsilat/domain';

/** E-mail and SMS templates with the tenant's branding, in Turkish or (payment links) English. Every value in HTML is escaped. */

export type MailLanguage = 'tr' | 'en';

export interface MailBranding {
  tenantName: string;
  logoUrl: string | null;
  phoneNumber: string | null;
  publicUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const LAYOUT_TEXT = {
  tr: {
    buttonFallback: 'Düğme çalışmazsa bu adresi tarayıcınıza yapıştırın:',
    automatic: 'Bu e-posta otomatik olarak gönderilmiştir; lütfen yanıtlamayınız.',
  },
  en: {
    buttonFallback: 'If the button does not work, paste this address into your browser:',
    automatic: 'This e-mail was sent automatically; please do not reply.',
  },
} as const;

interface LayoutOptions {
  action?: { label: string; url: string };
  /** Label and value rows shown as a table after the paragraphs (amount, reference, …). */
  details?: [label: string, value: string][];
  language?: MailLanguage;
}

export function layout(
  brand: MailBranding,
  title: string,
  paragraphs: string[],
  options: LayoutOptions = {},
) {
  const { action, details = [], language = 'tr' } = options;
  const chrome = LAYOUT_TEXT[language];
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.tenantName)}" height="40" style="display:block;margin-bottom:16px">`
    : `<strong style="font-size:18px">${escapeHtml(brand.tenantName)}</strong>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1f4fd1;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(chrome.buttonFallback)}<br>${escapeHtml(action.url)}</p>`
    : '';
  const table =
    details.length > 0
      ? `<table role="presentation" style="border-collapse:collapse;margin:16px 0">
${details.map(([label, value]) => `<tr><td style="padding:4px 16px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>\n`
      : '';
  const contact = brand.phoneNumber ? ` · ${escapeHtml(brand.phoneNumber)}` : '';
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1c1c1c;background:#f4f6fa;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
${logo}
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${table}${button}
<p style="font-size:12px;color:#777;margin-top:32px">${escapeHtml(brand.tenantName)}${contact}<br>${escapeHtml(chrome.automatic)}</p>
</div></body></html>`;
  const text = [
    brand.tenantName,
    '',
    title,
    '',
    ...paragraphs,
    ...(details.length > 0 ? ['', ...details.map(([label, value]) => `${label}: ${value}`)] : []),
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    chrome.automatic,
  ].join('\n');
  return { html, text };
}

export function passwordResetMail(brand: MailBranding, name: string, link: string): RenderedMail {
  const { html, text } = layout(
    brand,
    'Şifre sıfırlama',
    [
      `Merhaba ${name},`,
      'Hesabınız için şifre sıfırlama talebi aldık. Yeni şifrenizi belirlemek için aşağıdaki bağlantıyı kullanın. Bağlantı 30 dakika geçerlidir ve yalnızca bir kez kullanılabilir.',
      'Bu talebi siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmeyecektir.',
    ],
    { action: { label: 'Şifremi sıfırla', url: link } },
  );
  return { subject: `${brand.tenantName} - Şifre sıfırlama`, text, html };
}

const INVITATION_TEXT = {
  tr: {
    title: 'Hesabınız oluşturuldu',
    hello: (name: string) => `Merhaba ${name},`,
    body: (tenant: string, firm: string) =>
      `${tenant} tahsilat portalında ${firm} adına sizin için bir hesap oluşturuldu. Şifrenizi belirlemek için aşağıdaki bağlantıyı kullanın. Bağlantı 7 gün geçerlidir ve yalnızca bir kez kullanılabilir.`,
    action: 'Şifremi oluştur',
    subject: (tenant: string) => `${tenant} - Hesabınız oluşturuldu`,
  },
  en: {
    title: 'Your account is ready',
    hello: (name: string) => `Hello ${name},`,
    body: (tenant: string, firm: string) =>
      `An account has been created for you on the ${tenant} collection portal, for ${firm}. Use the link below to set your password. The link is valid for 7 days and works once.`,
    action: 'Set my password',
    subject: (tenant: string) => `${tenant} - Your account is ready`,
  },
} as const;

/** The invitation of a new user (issue 13): a link to /new-password/<token>, in Turkish or English. */
export function invitationMail(
  brand: MailBranding,
  name: string,
  link: string,
  options: { firmName?: string; language?: MailLanguage } = {},
): RenderedMail {
  const language = options.language ?? 'tr';
  const words = INVITATION_TEXT[language];
  const { html, text } = layout(
    brand,
    words.title,
    [words.hello(name), words.body(brand.tenantName, options.firmName ?? brand.tenantName)],
    { action: { label: words.action, url: link }, language },
  );
  return { subject: words.subject(brand.tenantName), text, html };
}

const ACCESS_TEXT = {
  tr: {
    title: 'Yeni erişim',
    body: (tenant: string, firm: string) =>
      `${tenant} tahsilat portalında ${firm} adına erişim verildi. Mevcut e-posta adresiniz ve şifrenizle giriş yapabilirsiniz.`,
    action: 'Giriş yap',
    subject: (tenant: string) => `${tenant} - Portala erişiminiz açıldı`,
  },
  en: {
    title: 'New access',
    body: (tenant: string, firm: string) =>
      `You have been given access to the ${tenant} collection portal, for ${firm}. Sign in with your existing e-mail address and password.`,
    action: 'Sign in',
    subject: (tenant: string) => `${tenant} - Your portal access is open`,
  },
} as const;

/** A user who already has a password was added to another tenant: no link to set one, a way to sign in. */
export function accessGrantedMail(
  brand: MailBranding,
  name: string,
  signInUrl: string,
  options: { firmName: string; language: MailLanguage },
): RenderedMail {
  const words = ACCESS_TEXT[options.language];
  const tr = INVITATION_TEXT[options.language];
  const { html, text } = layout(
    brand,
    words.title,
    [tr.hello(name), words.body(brand.tenantName, options.firmName)],
    { action: { label: words.action, url: signInUrl }, language: options.language },
  );
  return { subject: words.subject(brand.tenantName), text, html };
}

export function passwordChangedMail(brand: MailBranding, name: string): RenderedMail {
  const { html, text } = layout(brand, 'Şifreniz değiştirildi', [
    `Merhaba ${name},`,
    'Hesabınızın şifresi az önce değiştirildi ve diğer oturumlarınız kapatıldı.',
    'Bu işlemi siz yapmadıysanız hemen şifre sıfırlama isteyin ve yöneticinize haber verin.',
  ]);
  return { subject: `${brand.tenantName} - Şifreniz değiştirildi`, text, html };
}

export function accountLockedMail(brand: MailBranding, name: string, resetUrl: string): RenderedMail {
  const { html, text } = layout(
    brand,
    'Hesabınız geçici olarak kilitlendi',
    [
      `Merhaba ${name},`,
      'Hesabınıza art arda 10 hatalı giriş denemesi yapıldığı için hesabınız 30 dakika süreyle kilitlendi.',
      'Denemeleri siz yapmadıysanız şifrenizi sıfırlayın; şifre sıfırlama kilidi de kaldırır.',
    ],
    { action: { label: 'Şifremi sıfırla', url: resetUrl } },
  );
  return { subject: `${brand.tenantName} - Hesabınız kilitlendi`, text, html };
}

export interface PaymentLinkMessage {
  customerName: string | null;
  firmName: string;
  /** Already formatted for display, e.g. "1.250,00 TL". */
  amount: string;
  description: string;
  /** DD.MM.YYYY, the last day the link can be paid. */
  validityDate: string;
  link: string;
  referenceNumber: string;
}

const PAYMENT_LINK_TEXT = {
  tr: {
    subject: (firm: string, amount: string) => `${firm} sizden ${amount} ödeme talep ediyor`,
    title: 'Ödeme talebi',
    greeting: (name: string | null) => (name ? `Merhaba ${name},` : 'Merhaba,'),
    intro: (firm: string, amount: string) =>
      `${firm} sizden ${amount} tutarında ödeme talep ediyor. Aşağıdaki bağlantıdan kartınızla güvenle ödeyebilirsiniz.`,
    amount: 'Tutar',
    description: 'Açıklama',
    reference: 'Referans numarası',
    validity: 'Son ödeme tarihi',
    pay: 'Şimdi öde',
  },
  en: {
    subject: (firm: string, amount: string) => `${firm} is requesting a payment of ${amount} from you`,
    title: 'Payment request',
    greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (firm: string, amount: string) =>
      `${firm} is requesting a payment of ${amount} from you. You can pay securely by card with the link below.`,
    amount: 'Amount',
    description: 'Description',
    reference: 'Reference number',
    validity: 'Pay by',
    pay: 'Pay now',
  },
} as const;

/** Header values and SMS text stay on one line whatever the stored names contain. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

export function paymentLinkMail(
  brand: MailBranding,
  language: MailLanguage,
  message: PaymentLinkMessage,
): RenderedMail {
  const words = PAYMENT_LINK_TEXT[language];
  const details: [string, string][] = [
    [words.amount, message.amount],
    ...(message.description ? [[words.description, message.description] as [string, string]] : []),
    ...(message.referenceNumber ? [[words.reference, message.referenceNumber] as [string, string]] : []),
    [words.validity, message.validityDate],
  ];
  const { html, text } = layout(
    brand,
    words.title,
    [words.greeting(message.customerName), words.intro(message.firmName, message.amount)],
    { action: { label: words.pay, url: message.link }, details, language },
  );
  return { subject: oneLine(words.subject(message.firmName, message.amount)), text, html };
}

/** Longest tenant name an SMS carries; the link is never shortened, so the name gives way. */
const SMS_NAME_LIMIT = 40;

export function paymentLinkSms(
  language: MailLanguage,
  message: { tenantName: string; amount: string; link: string; validityDate: string },
): string {
  const fullName = [...oneLine(message.tenantName)];
  const name =
    fullName.length > SMS_NAME_LIMIT
      ? `${fullName.slice(0, SMS_NAME_LIMIT - 1).join('')}…`
      : fullName.join('');
  const amount = oneLine(message.amount);
  return language === 'en'
    ? `${name} is requesting a payment of ${amount} from you. Pay by ${message.validityDate}: ${message.link}`
    : `${name} sizden ${amount} ödeme talep ediyor. Son ödeme tarihi ${message.validityDate}. Ödemek için: ${message.link}`;
}
