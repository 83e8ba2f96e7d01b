import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TermsFormValues } from './terms-form.js';
import type { TermsExample as Example } from './terms-issues.js';

type Work = (values: TermsFormValues, annualRate?: string) => Example | null;

/** The example's arithmetic (the domain's, with zod), loaded once with the page's first render. */
function useExampleWork(): Work | null {
  const [work, setWork] = useState<{ run: Work } | null>(null);
  useEffect(() => {
    let live = true;
    void import('./terms-issues.js').then((module) => {
      if (live) {
        setWork({ run: module.termsExample });
      }
    });
    return () => {
      live = false;
    };
  }, []);
  return work?.run ?? null;
}

/** "100.000,00 TL, 60 gün vadeli fatura: iskonto …, komisyon …, BSMV …, net ödeme …" for the terms as typed. */
export function TermsExample({ values }: { values: TermsFormValues }) {
  const { t } = useTranslation('admin');
  const work = useExampleWork();
  const example = work ? work(values) : null;
  return (
    <output className="admin-terms-example" aria-live="polite" data-testid="discount-terms-example">
      {example ? (
        <>
          <strong>
            {t('discountTerms.example.invoice', { amount: example.amount, days: example.days })}
          </strong>
          <dl>
            {(['discount', 'commission', 'bsmv', 'fee', 'net'] as const).map((key) => (
              <div key={key} className={key === 'net' ? 'admin-terms-example-net' : undefined}>
                <dt>{t(`discountTerms.example.${key}`)}</dt>
                <dd>{example[key]}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <Alert type="info" showIcon title={t('discountTerms.example.waiting')} />
      )}
    </output>
  );
}
