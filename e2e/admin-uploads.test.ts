import { describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn } from './support/app.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();
const ADMIN = 'yonetici@tahsilat.local';

const NEW_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 176 40" width="176" height="40">' +
  '<rect width="176" height="40" rx="8" fill="#0b6e4f"/><circle cx="20" cy="20" r="10" fill="#fff"/></svg>';
const UNSAFE_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="5" height="5"/></svg>';

/** The image's address and whether the browser drew it (a CSP or type refusal leaves it at 0 wide). */
function logoState(selector: string) {
  return (page: import('playwright-core').Page) =>
    page.locator(selector).evaluate((node) => {
      const image = node as HTMLImageElement;
      return { src: new URL(image.src).pathname, drawn: image.complete && image.naturalWidth > 0 };
    });
}

describe('admin uploads', () => {
  it('the administrator uploads a logo and changes the phone: the sign-in and pay pages show both', async () => {
    const base = suite.server.baseUrl;
    const admin = await newPage(suite.browser);
    const page = admin.page;
    await signIn(page, base, ADMIN, DEMO.password, /\/admin$/);

    // A visitor opens the pay page first, so the server's tenant cache holds the old logo.
    const visitor = await newPage(suite.browser);
    await visitor.page.goto(`${base}/pay-without-login`);
    await visitor.page.locator('img.pay-logo').waitFor();
    expect((await logoState('img.pay-logo')(visitor.page)).src).toMatch(/^\/media\//);

    await page.goto(`${base}/admin/site`);
    await page.getByRole('heading', { name: 'Logo, giriş görseli ve sözleşmeler' }).waitFor();
    const logoRow = page.locator('.admin-file', {
      has: page.getByRole('heading', { name: 'Logo', exact: true }),
    });

    // A script in an SVG is refused with the catalogue's message; nothing changes.
    await logoRow
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(UNSAFE_LOGO) });
    await page.getByText('SVG dosyası komut, olay işleyicisi').waitFor();

    await logoRow
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(NEW_LOGO) });
    await page.getByText('İşlem başarılı.').first().waitFor();
    const preview = logoRow.getByRole('img', { name: 'Şu anki Logo' });
    await expect
      .poll(async () => (await preview.getAttribute('src')) ?? '')
      .toMatch(/^\/api\/Files\/.+\.svg$/);
    const uploaded = (await preview.getAttribute('src')) ?? '';

    // The privacy agreement: a PDF, which the pay page's agreement link then opens.
    const privacyRow = page.locator('.admin-file', {
      has: page.getByRole('heading', { name: 'Gizlilik sözleşmesi', exact: true }),
    });
    await privacyRow.locator('input[type=file]').setInputFiles({
      name: 'gizlilik.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      ),
    });
    const agreementLink = privacyRow.getByRole('link', { name: 'Gizlilik sözleşmesi dosyasını aç' });
    await agreementLink.waitFor();
    const privacy = (await agreementLink.getAttribute('href')) ?? '';
    expect(privacy).toMatch(/^\/api\/Files\/.+\.pdf$/);

    await page.getByLabel('Telefon').fill('0216 777 88 99');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('İşlem başarılı.').first().waitFor();

    // At once: the pay page and the sign-in page draw the uploaded logo (the page CSP lets it in).
    await visitor.page.reload();
    await visitor.page.getByRole('link', { name: '0216 777 88 99' }).waitFor();
    await expect.poll(() => logoState('img.pay-logo')(visitor.page)).toEqual({ src: uploaded, drawn: true });
    expect(await visitor.page.locator(`a[href="${privacy}"]`).count()).toBe(1);
    await visitor.page.goto(`${base}/signin`);
    await expect.poll(() => logoState('img.auth-logo')(visitor.page)).toEqual({ src: uploaded, drawn: true });

    // Removed, the pages show no uploaded logo any more.
    await logoRow.getByRole('button', { name: 'Logo kaldır' }).click();
    await page.getByRole('button', { name: 'Kaldır', exact: true }).click();
    await logoRow.getByText('Yüklenmedi').waitFor();
    await visitor.page.reload();
    await visitor.page.getByRole('button', { name: 'GİRİŞ YAP' }).waitFor();
    expect(await visitor.page.locator('img.auth-logo').count()).toBe(0);
    await visitor.context.close();
    await admin.context.close();
  });
});
