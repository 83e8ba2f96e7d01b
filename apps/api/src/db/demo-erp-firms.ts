import { isValidTckn, isValidVkn } from '@tahsilat/domain';
import { DEMO } from './demo-data.js';

/** The demo tenant's dealer network as its ERP would send it (DESIGN 13): firm 1001, its sub-firm 1002 and 22 more. */

/** A small deterministic random source, so every fresh demo database looks the same. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The valid VKN (one check digit) or TCKN (two) that starts with these nine digits, found by the validators. */
function completeTaxNumber(prefix: string, kind: 'vkn' | 'tckn' = 'vkn'): string {
  const valid = kind === 'vkn' ? isValidVkn : isValidTckn;
  const width = kind === 'vkn' ? 1 : 2;
  for (let tail = 0; tail < 10 ** width; tail += 1) {
    const candidate = `${prefix}${String(tail).padStart(width, '0')}`;
    if (valid(candidate)) {
      return candidate;
    }
  }
  throw new Error(`no tax number completes ${prefix}`);
}

const DEALERS: [name: string, city: string, office: string][] = [
  ['Anadolu Yapı Market Ltd. Şti.', 'Ankara', 'Çankaya'],
  ['Ege Elektrik Malzemeleri A.Ş.', 'İzmir', 'Karşıyaka'],
  ['Marmara Hırdavat Tic. Ltd. Şti.', 'Bursa', 'Osmangazi'],
  ['Karadeniz Teknik Yapı Ltd. Şti.', 'Trabzon', 'Karadeniz'],
  ['Çukurova Tesisat San. ve Tic. A.Ş.', 'Adana', 'Seyhan'],
  ['Akdeniz Elektrik Ltd. Şti.', 'Antalya', 'Muratpaşa'],
  ['Başkent Aydınlatma Ltd. Şti.', 'Ankara', 'Yenimahalle'],
  ['Trakya Yapı Malzemeleri A.Ş.', 'Tekirdağ', 'Süleymanpaşa'],
  ['Kapadokya İnşaat Market Ltd. Şti.', 'Nevşehir', 'Nevşehir'],
  ['Fırat Elektrik Tic. Ltd. Şti.', 'Elazığ', 'Harput'],
  ['Gediz Tesisat Ltd. Şti.', 'Manisa', 'Mesir'],
  ['Boğaziçi Elektronik A.Ş.', 'İstanbul', 'Beşiktaş'],
  ['Sakarya Hırdavat Ltd. Şti.', 'Sakarya', 'Sakarya'],
  ['Konya Yapı Merkezi Ltd. Şti.', 'Konya', 'Selçuk'],
  ['Toros Elektrik San. Tic. Ltd. Şti.', 'Mersin', 'Mersin'],
  ['Uludağ Aydınlatma A.Ş.', 'Bursa', 'Nilüfer'],
  ['Van Gölü Tesisat Ltd. Şti.', 'Van', 'Van'],
  ['Erciyes Yapı Market Ltd. Şti.', 'Kayseri', 'Kaleönü'],
  ['Pamukkale Elektrik Ltd. Şti.', 'Denizli', 'Pamukkale'],
  ['Mehmet Demir Elektrik', 'Samsun', 'Gaziler'],
  ['Ayşe Kaya Hırdavat', 'Eskişehir', 'Anadolu'],
  ['Dicle Yapı Ltd. Şti.', 'Diyarbakır', 'Gökalp'],
];

const CONTACTS = [
  'Ahmet Yılmaz',
  'Elif Şahin',
  'Mustafa Çelik',
  'Zeynep Arslan',
  'Emre Doğan',
  'Selin Aydın',
];

/** Banks whose DBS (direct debit) the demo dealers use: Akbank and Garanti BBVA, by EFT code. */
export const DEMO_DBS_BANKS = ['0046', '0062'] as const;

export interface DemoFirm {
  code: string;
  /** How the dealer pays: days after the invoice, and the share of its debt it keeps paying. */
  payDelayDays: number;
  payShare: number;
  /** Trades partly in US dollars. */
  usesUsd: boolean;
  dbsBank: (typeof DEMO_DBS_BANKS)[number] | null;
  item: Record<string, unknown>;
}

export function demoFirms(): DemoFirm[] {
  const random = randomSource(1001);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const main: DemoFirm = {
    code: DEMO.firms.a.branchNumber,
    payDelayDays: 45,
    payShare: 1,
    usesUsd: true,
    dbsBank: null,
    item: {
      code: DEMO.firms.a.branchNumber,
      name: DEMO.firms.a.name,
      taxNumber: completeTaxNumber('289047615'),
      taxOffice: 'Büyük Mükellefler',
      city: 'İstanbul',
      address: 'Maslak Mah. Büyükdere Cad. No: 255, 34398 Sarıyer / İstanbul',
      contactName: 'Deniz Yılmaz',
      email: 'muhasebe@demobayi.com.tr',
      phone: '0212 555 10 01',
      riskLimit: '2500000.00',
      groupCode: 'A',
      dbsLimits: [],
      isActive: true,
    },
  };
  const subs: DemoFirm[] = [
    [DEMO.firms.aSub.name, 'İstanbul', 'Kadıköy'] as [string, string, string],
    ...DEALERS,
  ].map(([name, city, office], n) => {
    const code = String(1002 + n);
    const soleTrader = !/Şti\.|A\.Ş\./.test(name);
    const dbsBank = n % 3 === 0 ? (DEMO_DBS_BANKS[n % 2] ?? null) : null;
    const riskLimit = 150_000 + Math.floor(random() * 20) * 25_000;
    return {
      code,
      payDelayDays: 30 + Math.floor(random() * 80),
      payShare: n % 5 === 4 ? 0.8 : 0.97,
      usesUsd: n % 7 === 3,
      dbsBank,
      item: {
        code,
        name,
        parentCode: DEMO.firms.a.branchNumber,
        taxNumber: soleTrader
          ? completeTaxNumber(`${1 + (n % 9)}${String(12_345_670 + n * 7919).slice(0, 8)}`, 'tckn')
          : completeTaxNumber(`${4_000_000 + n * 37_171}`.padStart(9, '1')),
        taxOffice: office,
        city,
        contactName: pick(CONTACTS),
        email: `finans@bayi${code}.com.tr`,
        phone: `0${300 + n} 555 ${String(10 + n).padStart(2, '0')} ${String(20 + n).padStart(2, '0')}`,
        riskLimit: `${riskLimit}.00`,
        // 1002 (the bayi@ user's firm) is in group B: six instalments at most (tenant A's group ceilings).
        groupCode: n % 4 === 1 ? 'A' : 'B',
        dbsLimits: dbsBank
          ? [
              { bankCode: dbsBank, limit: `${riskLimit}.00` },
              { bankCode: DEMO_DBS_BANKS[(n + 1) % 2] as string, limit: `${Math.floor(riskLimit / 2)}.00` },
            ]
          : [],
        isActive: n !== DEALERS.length,
      },
    };
  });
  return [main, ...subs];
}
