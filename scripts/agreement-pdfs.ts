/**
 * Writes the default agreement PDFs the payment screens link to when a tenant has none of its own
 * (SPEC 9): apps/api/media/agreements/gizlilik-sozlesmesi.pdf and mesafeli-satis-sozlesmesi.pdf.
 * Chromium prints them from the HTML below, so Turkish letters come out right. Run after changing a
 * text: node --conditions=source --import tsx scripts/agreement-pdfs.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../e2e/support/browser.js';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api/media/agreements');

const page = (title: string, body: string) => `<!doctype html><html lang="tr"><head><meta charset="utf-8">
<title>${title}</title><style>
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:11pt;line-height:1.5;color:#1c2333;margin:0}
h1{font-size:17pt;margin:0 0 4pt} h2{font-size:12pt;margin:16pt 0 4pt} p,li{margin:0 0 6pt}
.note{font-size:9.5pt;color:#4a5568;border-left:3px solid #1f4fd1;padding-left:8pt;margin-bottom:14pt}
</style></head><body><h1>${title}</h1>${body}</body></html>`;

const note = `<p class="note">Bu metin, ödeme alan firma kendi sözleşmesini yüklemediğinde gösterilen genel bir
örnektir. Ödemeyi aldığınız firmanın unvanı, adresi ve iletişim bilgileri ödeme sayfasının alt bölümünde yer alır.</p>`;

const documents = [
  {
    file: 'gizlilik-sozlesmesi.pdf',
    html: page(
      'Gizlilik Sözleşmesi ve Kişisel Verilerin İşlenmesi Hakkında Aydınlatma Metni',
      `${note}
<h2>1. Veri sorumlusu</h2>
<p>Kişisel verileriniz, ödeme yaptığınız firma (“Firma”) tarafından 6698 sayılı Kişisel Verilerin Korunması
Kanunu (“KVKK”) uyarınca veri sorumlusu sıfatıyla işlenir.</p>
<h2>2. İşlenen veriler</h2>
<p>Ad soyad veya unvan, cep telefonu, e-posta adresi, T.C. kimlik numarası (istenmişse), ödeme açıklaması,
ödeme tutarı, kartın ilk altı ve son dört hanesi, banka işlem numaraları ve işlem sırasındaki IP adresi.</p>
<p>Kart numaranızın tamamı ve güvenlik kodu (CVV) hiçbir zaman saklanmaz; yalnızca ödeme anında bankaya
iletilmek üzere kullanılır. Kimlik doğrulaması bankanızın 3D Secure sayfasında yapılır.</p>
<h2>3. İşleme amaçları ve hukuki sebepler</h2>
<ul><li>Ödemenin alınması ve cari hesabınıza işlenmesi (sözleşmenin ifası, KVKK m. 5/2-c);</li>
<li>Yasal saklama ve raporlama yükümlülükleri (KVKK m. 5/2-ç);</li>
<li>Dolandırıcılığın önlenmesi ve işlem güvenliği (meşru menfaat, KVKK m. 5/2-f).</li></ul>
<h2>4. Aktarım</h2>
<p>Veriler yalnızca ödemeyi gerçekleştiren banka ve ödeme kuruluşlarıyla, yasal zorunluluk hâlinde yetkili
kamu kurumlarıyla paylaşılır.</p>
<h2>5. Haklarınız</h2>
<p>KVKK m. 11 kapsamındaki haklarınız (bilgi talep etme, düzeltme, silme, itiraz) için Firma ile sayfanın alt
bölümündeki iletişim bilgilerinden iletişime geçebilirsiniz.</p>`,
    ),
  },
  {
    file: 'mesafeli-satis-sozlesmesi.pdf',
    html: page(
      'Mesafeli Satış Sözleşmesi',
      `${note}
<h2>1. Taraflar</h2>
<p>Bu sözleşme, ödeme sayfasında unvanı yer alan satıcı firma (“Satıcı”) ile ödemeyi yapan kişi (“Alıcı”)
arasında, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca
elektronik ortamda kurulmuştur.</p>
<h2>2. Konu</h2>
<p>Alıcının ödeme sayfasında belirttiği açıklama, sipariş veya sözleşme numarasına ilişkin bedelin kredi veya
banka kartı ile ödenmesi ve Satıcının bu ödemeye karşılık gelen mal veya hizmeti sağlamasıdır.</p>
<h2>3. Bedel ve ödeme</h2>
<p>Ödenecek toplam tutar, seçilen taksit sayısı ve varsa vade farkı (komisyon) ödeme onayından önce ödeme
sayfasında gösterilir. Ödeme, kartı çıkaran bankanın 3D Secure doğrulaması ile tamamlanır.</p>
<h2>4. Cayma hakkı</h2>
<p>Alıcı, mal tesliminden veya hizmet sözleşmesinin kurulmasından itibaren 14 gün içinde, yönetmelikteki
istisnalar saklı kalmak kaydıyla, gerekçe göstermeden cayma hakkını kullanabilir. Cayma bildirimi Satıcının
iletişim bilgilerine yazılı olarak yapılır; bedel 14 gün içinde ödemenin yapıldığı karta iade edilir.</p>
<h2>5. Uyuşmazlıklar</h2>
<p>Uyuşmazlıklarda, Ticaret Bakanlığınca ilan edilen parasal sınırlar içinde Tüketici Hakem Heyetleri,
bu sınırları aşan durumlarda Tüketici Mahkemeleri yetkilidir.</p>`,
    ),
  },
];

mkdirSync(outDir, { recursive: true });
const browser = await launchChromium();
const tab = await browser.newPage();
for (const document of documents) {
  await tab.setContent(document.html, { waitUntil: 'load' });
  await tab.pdf({
    path: path.join(outDir, document.file),
    format: 'A4',
    margin: { top: '18mm', bottom: '18mm', left: '18mm', right: '18mm' },
  });
  console.log(`wrote ${path.join(outDir, document.file)}`);
}
await browser.close();
