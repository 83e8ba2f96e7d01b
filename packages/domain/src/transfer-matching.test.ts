import { describe, expect, it } from 'vitest';
import { type MatchBook, matchTransfer, type TransferFacts, taxNumbers } from './transfer-matching.js';
import { makeTransferReference } from './transfer-reference.js';

const CODE_A = makeTransferReference([1, 2, 3, 4, 5, 6]);
const CODE_B = makeTransferReference([7, 8, 9, 10, 11, 12]);
const IBAN_A = 'TR330006100519786457841326';
const IBAN_SHARED = 'TR320010009999901234567890';
const OWN = 'TR540006200019900006299001';
const VKN_A = '1234567890';
const TCKN_B = '10000000146';

const book: MatchBook = {
  firmsByReference: (code) => ({ [CODE_A]: ['A'], [CODE_B]: ['B'] })[code] ?? [],
  firmsBySenderIban: (iban) => ({ [IBAN_A]: ['A'], [IBAN_SHARED]: ['A', 'B'], [OWN]: ['B'] })[iban] ?? [],
  firmsByTaxNumber: (tax) => ({ [VKN_A]: ['A'], [TCKN_B]: ['B'], '1111111111': [] })[tax] ?? [],
  isOwnIban: (iban) => iban === OWN,
};

const facts = (partial: Partial<TransferFacts>): TransferFacts => ({
  description: '',
  counterpartyName: null,
  counterpartyIban: null,
  counterpartyTaxNumber: null,
  ...partial,
});

describe('matchTransfer', () => {
  it.each([
    [
      'the reference code, dashed and in lower case',
      facts({
        description: `cari ${CODE_A.slice(0, 4).toLowerCase()}-${CODE_A.slice(4).toLowerCase()} kasım`,
      }),
      'reference',
    ],
    ['the sender IBAN known for one firm', facts({ counterpartyIban: IBAN_A }), 'iban'],
    [
      'that IBAN written in the description with spaces',
      facts({ description: `GÖN. TR33 0006 1005 1978 6457 8413 26` }),
      'iban',
    ],
    ['a valid VKN in the description', facts({ description: `VKN:${VKN_A} ÖDEME` }), 'tax_number'],
    ['a valid VKN in the structured field', facts({ counterpartyTaxNumber: VKN_A }), 'tax_number'],
    [
      'two rules naming the same firm',
      facts({ description: `${CODE_A} ${VKN_A}`, counterpartyIban: IBAN_A }),
      'reference',
    ],
    [
      'its code, sent from an IBAN it shares with another firm',
      facts({ description: CODE_A, counterpartyIban: IBAN_SHARED }),
      'reference',
    ],
    [
      'its tax number, sent from an IBAN it shares with another firm',
      facts({ counterpartyIban: IBAN_SHARED, description: VKN_A }),
      'tax_number',
    ],
  ])('matches by %s', (_name, input, rule) => {
    expect(matchTransfer(input, book)).toEqual({ state: 'matched', firmId: 'A', rule });
  });

  it.each([
    ['an IBAN shared by two firms', facts({ counterpartyIban: IBAN_SHARED }), ['A', 'B']],
    ['codes of two firms', facts({ description: `${CODE_A} ${CODE_B}` }), ['A', 'B']],
    [
      'codes of two firms, sent from an IBAN known for one of them',
      facts({ description: `${CODE_A} ve ${CODE_B}`, counterpartyIban: IBAN_A }),
      ['A', 'B'],
    ],
    [
      'a code of one firm sent from an IBAN of another',
      facts({ description: CODE_B, counterpartyIban: IBAN_A }),
      ['B', 'A'],
    ],
    ['tax numbers of two firms', facts({ description: `${VKN_A} ${TCKN_B}` }), ['A', 'B']],
  ])('only suggests for %s', (_name, input, firmIds) => {
    expect(matchTransfer(input, book)).toMatchObject({ state: 'suggested', firmIds });
  });

  it.each([
    ['nothing to go by', facts({ description: 'KASIM ÖDEMESİ', counterpartyName: 'Ahmet Yılmaz' })],
    [
      'a code with a wrong check character',
      facts({ description: `${CODE_A.slice(0, 7)}${CODE_A.endsWith('2') ? '3' : '2'}` }),
    ],
    ["the tenant's own IBAN in the description", facts({ description: `ALICI ${OWN}` })],
    ['a number that is not a valid tax number', facts({ description: 'FATURA 1234567891' })],
    ['a tax number glued into a longer number', facts({ description: `99${VKN_A}` })],
    ['an invalid counterparty IBAN', facts({ counterpartyIban: 'TR330006100519786457841327' })],
  ])('leaves unmatched %s', (_name, input) => {
    expect(matchTransfer(input, book)).toEqual({ state: 'unmatched' });
  });
});

describe('taxNumbers', () => {
  it('keeps valid VKNs and TCKNs once, in the order found', () => {
    expect(
      taxNumbers(facts({ description: `${TCKN_B} ve ${VKN_A}, ${VKN_A}`, counterpartyTaxNumber: 'x' })),
    ).toEqual([TCKN_B, VKN_A]);
  });
});
