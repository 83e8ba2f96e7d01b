import { cardNumbersIn } from '@tahsilat/domain';
import { randomSource } from './demo-erp-firms.js';

/** 300 stock items of an electrical and building-supplies wholesaler, in two warehouses (DESIGN 13). */

const FAMILIES: [
  group: string,
  unit: string,
  names: string[],
  sizes: string[],
  priceRange: [number, number],
][] = [
  [
    'Kablolar',
    'Metre',
    ['NYA Kablo', 'NYM Antigron Kablo', 'TTR Kablo', 'H07RN-F Kauçuk Kablo', 'Koaksiyel Kablo'],
    ['1,5 mm²', '2,5 mm²', '4 mm²', '6 mm²', '3x1,5 mm²', '3x2,5 mm²'],
    [8, 95],
  ],
  [
    'Anahtar ve Prizler',
    'Adet',
    ['Topraklı Priz', 'Anahtar', 'Komütatör', 'Vavien Anahtar', 'USB Şarjlı Priz', 'Dimmer'],
    ['Beyaz', 'Krem', 'Antrasit', 'Siyah', 'Gümüş'],
    [45, 420],
  ],
  [
    'Aydınlatma',
    'Adet',
    ['LED Ampul', 'LED Panel', 'LED Projektör', 'Sıva Altı Spot', 'Bant LED', 'Acil Aydınlatma'],
    ['9 W', '12 W', '18 W', '36 W', '50 W', '100 W'],
    [35, 1850],
  ],
  [
    'Sigortalar',
    'Adet',
    ['Otomatik Sigorta', 'Kaçak Akım Rölesi', 'Şalter', 'Parafudr', 'Kontaktör'],
    ['6 A', '10 A', '16 A', '25 A', '32 A', '63 A'],
    [95, 2400],
  ],
  [
    'Tesisat Boruları',
    'Adet',
    ['PPRC Boru', 'Spiral Boru', 'PVC Boru', 'Kablo Kanalı', 'Buat'],
    ['16 mm', '20 mm', '25 mm', '32 mm', '40x40', '60x40'],
    [12, 240],
  ],
  [
    'El Aletleri',
    'Adet',
    ['Pense', 'Kargaburun', 'Yan Keski', 'Tornavida Seti', 'Kablo Soyucu', 'Kontrol Kalemi'],
    ['160 mm', '180 mm', '200 mm', '6 Parça', 'Profesyonel'],
    [85, 1650],
  ],
];
const BRANDS = [
  'Viko',
  'Legrand',
  'Schneider',
  'Öznur',
  'Prysmian',
  'Philips',
  'Osram',
  'Makel',
  'Ceta Form',
  'İzoly',
];

/** EAN-13 with its check digit (prefix 869: Türkiye). */
function ean13(twelve: string): string {
  const sum = [...twelve].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

/**
 * The n-th demo barcode: an EAN-13 under 869. No card scheme has 13-digit numbers starting with 8, so a barcode is
 * never a card number and the loop's card check never skips a candidate.
 */
function demoBarcode(n: number): string {
  for (let k = n * 16; ; k += 1) {
    const code = ean13(`869${String(420_000_000 + k).padStart(9, '0')}`);
    if (cardNumbersIn(code).length === 0) {
      return code;
    }
  }
}

export function demoStocks(): Record<string, unknown>[] {
  const random = randomSource(300);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const items: Record<string, unknown>[] = [];
  for (let n = 0; items.length < 300; n += 1) {
    const [group, unit, names, sizes, [low, high]] = FAMILIES[
      n % FAMILIES.length
    ] as (typeof FAMILIES)[number];
    const name = names[Math.floor(n / FAMILIES.length) % names.length] as string;
    const size = sizes[Math.floor(n / (FAMILIES.length * names.length)) % sizes.length] as string;
    const brand = BRANDS[(n * 7) % BRANDS.length] as string;
    const price = between(low * 100, high * 100);
    const onHandMain = random() < 0.12 ? 0 : between(0, 900);
    const onHandIzmir = random() < 0.3 ? 0 : between(0, 300);
    items.push({
      code: `STK-${String(10_001 + n)}`,
      name: `${brand} ${name} ${size}`,
      brand,
      group,
      unit,
      barcode: demoBarcode(n),
      listPrice: `${Math.floor(price / 100)}.${String(price % 100).padStart(2, '0')}`,
      currencyCode: 'TRY',
      vatRate: '20',
      warehouses: [
        {
          code: 'MRK',
          name: 'Merkez Depo (İstanbul)',
          onHand: onHandMain,
          reserved: Math.min(onHandMain, between(0, 40)),
        },
        { code: 'IZM', name: 'İzmir Bölge Depo', onHand: onHandIzmir, reserved: 0 },
      ],
    });
  }
  return items;
}
