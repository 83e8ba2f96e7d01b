import type { CardBrand } from './pay-format.js';

type Brand = Exclude<CardBrand, null>;

const LABELS: Record<Brand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  troy: 'Troy',
};

/** Simple drawn card-scheme marks (our own drawings, not the schemes' artwork). */
export function CardMark({ brand }: { brand: Brand }) {
  return (
    <svg
      className={`card-mark card-mark-${brand}`}
      viewBox="0 0 48 30"
      width="40"
      height="25"
      role="img"
      aria-label={LABELS[brand]}
    >
      <rect width="48" height="30" rx="4" className="card-mark-bg" />
      {brand === 'mastercard' ? (
        <>
          <circle cx="19" cy="15" r="8" fill="#eb001b" />
          <circle cx="29" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
        </>
      ) : (
        <text x="24" y="19.5" textAnchor="middle" className="card-mark-text">
          {brand === 'visa' ? 'VISA' : brand === 'amex' ? 'AMEX' : 'troy'}
        </text>
      )}
    </svg>
  );
}

export function CardSymbols() {
  return (
    <div className="card-symbols">
      <CardMark brand="visa" />
      <CardMark brand="mastercard" />
      <CardMark brand="troy" />
    </div>
  );
}
