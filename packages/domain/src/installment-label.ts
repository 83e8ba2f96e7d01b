/**
 * How a payment's instalments read, the same on the pay screen, the receipt, the history, the console and the
 * Excel files (issue 27): "Tek Çekim", "3 taksit", and with a campaign's bonus instalments "3 + 2 taksit" (the card
 * holder pays 5: the 3 chosen and 2 given). The words are the web's (pay.json options.singleOption, admin.json
 * commissions.preview.withExtra, history.json installments).
 */

type Words = {
  single: string;
  /** The plain count, by the language's plural category ("3 taksit"). */
  count: (count: number, category: Intl.LDMLPluralRule) => string;
  /** The count with bonus instalments ("3 + 2 taksit"). */
  withExtra: (count: number, extra: number) => string;
};

const WORDS = {
  tr: {
    single: 'Tek Çekim',
    count: (n) => `${n} taksit`,
    withExtra: (n, extra) => `${n} + ${extra} taksit`,
  },
  en: {
    single: 'Single payment',
    count: (n) => `${n} instalments`,
    withExtra: (n, extra) => `${n} + ${extra} instalments`,
  },
  zh: {
    single: '一次性付款',
    count: (n) => `${n} 期`,
    withExtra: (n, extra) => `${n} + ${extra} 期`,
  },
  es: {
    single: 'Pago único',
    count: (n) => `${n} cuotas`,
    withExtra: (n, extra) => `${n} + ${extra} cuotas`,
  },
  fr: {
    single: 'Paiement en une fois',
    count: (n) => `${n} versements`,
    withExtra: (n, extra) => `${n} + ${extra} versements`,
  },
  it: {
    single: 'Pagamento unico',
    count: (n) => `${n} rate`,
    withExtra: (n, extra) => `${n} + ${extra} rate`,
  },
  ar: {
    single: 'دفعة واحدة',
    count: (n, category) =>
      category === 'two'
        ? 'قسطان'
        : category === 'few'
          ? `${n} أقساط`
          : category === 'many'
            ? `${n} قسطًا`
            : `${n} قسط`,
    withExtra: (n, extra) => `${n} + ${extra} من الأقساط`,
  },
} satisfies Record<string, Words>;

export type InstallmentLanguage = keyof typeof WORDS;
export const INSTALLMENT_LANGUAGES = Object.keys(WORDS) as InstallmentLanguage[];

/** The language's words; a regional tag ("en-GB") takes its base language, an unknown one Turkish. */
function wordsOf(language: string): { words: Words; base: string } {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? 'tr';
  return base in WORDS
    ? { words: WORDS[base as InstallmentLanguage], base }
    : { words: WORDS.tr, base: 'tr' };
}

/**
 * The instalment label of a payment: `installments` as chosen (1: a single payment) and `extra` bonus instalments a
 * campaign added (only to an instalment payment; the card holder pays installments + extra).
 */
export function installmentLabel(installments: number, extra: number, language: string): string {
  const { words, base } = wordsOf(language);
  if (installments <= 1) {
    return words.single;
  }
  if (extra > 0) {
    return words.withExtra(installments, extra);
  }
  return words.count(installments, new Intl.PluralRules(base).select(installments));
}
