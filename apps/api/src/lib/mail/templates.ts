import { escapeHtml } from '@tahsilat/domain';

/** Turkish e-mail templates with the tenant's branding. Every value is escaped. */

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

function layout(
  brand: MailBranding,
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
) {
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.tenantName)}" height="40" style="display:block;margin-bottom:16px">`
    : `<strong style="font-size:18px">${escapeHtml(brand.tenantName)}</strong>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1f4fd1;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#555">Düğme çalışmazsa bu adresi tarayıcınıza yapıştırın:<br>${escapeHtml(action.url)}</p>`
    : '';
  const contact = brand.phoneNumber ? ` · ${escapeHtml(brand.phoneNumber)}` : '';
  const html = `<!doctype html><html lang="tr"><body style="font-family:Arial,Helvetica,sans-serif;color:#1c1c1c;background:#f4f6fa;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
${logo}
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${button}
<p style="font-size:12px;color:#777;margin-top:32px">${escapeHtml(brand.tenantName)}${contact}<br>Bu e-posta otomatik olarak gönderilmiştir; lütfen yanıtlamayınız.</p>
</div></body></html>`;
  const text = [
    brand.tenantName,
    '',
    title,
    '',
    ...paragraphs,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    'Bu e-posta otomatik olarak gönderilmiştir; lütfen yanıtlamayınız.',
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
    { label: 'Şifremi sıfırla', url: link },
  );
  return { subject: `${brand.tenantName} - Şifre sıfırlama`, text, html };
}

export function invitationMail(brand: MailBranding, name: string, link: string): RenderedMail {
  const { html, text } = layout(
    brand,
    'Hesabınız oluşturuldu',
    [
      `Merhaba ${name},`,
      `${brand.tenantName} tahsilat portalında sizin için bir hesap oluşturuldu. Şifrenizi belirlemek için aşağıdaki bağlantıyı kullanın. Bağlantı 7 gün geçerlidir.`,
    ],
    { label: 'Şifremi oluştur', url: link },
  );
  return { subject: `${brand.tenantName} - Hesabınız oluşturuldu`, text, html };
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
    { label: 'Şifremi sıfırla', url: resetUrl },
  );
  return { subject: `${brand.tenantName} - Hesabınız kilitlendi`, text, html };
}
