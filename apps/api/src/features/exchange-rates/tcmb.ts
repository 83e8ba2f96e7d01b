import { parseExchangeRate } from '@tahsilat/domain';
import { XMLParser } from 'fast-xml-parser';

export interface CentralBankRates {
  /** The bulletin's date, YYYY-MM-DD. */
  date: string;
  /** Bank-note selling rates, TRY per one unit. */
  rates: Partial<Record<'USD' | 'EUR', string>>;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
});

/** The Central Bank of Turkey's today.xml: the bulletin date and the USD and EUR bank-note selling rates. */
export function parseCentralBankXml(text: string): CentralBankRates {
  const document = parser.parse(text) as {
    Tarih_Date?: { '@Date'?: string; '@Tarih'?: string; Currency?: unknown };
  };
  const root = document.Tarih_Date;
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(root?.['@Tarih'] ?? '');
  if (!root || !dotted) {
    throw new Error('not a central bank rates bulletin');
  }
  const list = Array.isArray(root.Currency) ? root.Currency : [root.Currency];
  const rates: CentralBankRates['rates'] = {};
  for (const item of list as { '@Kod'?: string; Unit?: string; BanknoteSelling?: string }[]) {
    const code = item['@Kod'];
    if (
      (code === 'USD' || code === 'EUR') &&
      item.Unit === '1' &&
      item.BanknoteSelling &&
      parseExchangeRate(item.BanknoteSelling) !== null
    ) {
      rates[code] = item.BanknoteSelling;
    }
  }
  if (!rates.USD || !rates.EUR) {
    throw new Error('the bulletin has no USD or EUR bank-note selling rate');
  }
  return { date: `${dotted[3]}-${dotted[2]}-${dotted[1]}`, rates };
}
