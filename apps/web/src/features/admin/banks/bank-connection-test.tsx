import type { AdminBankTest } from '@tahsilat/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.js';
import { required } from '../../../lib/required.js';

const ALERT_TYPE = {
  ok: 'success',
  answered: 'info',
  refused: 'error',
  unreachable: 'error',
} as const satisfies Record<AdminBankTest['verdict'], 'success' | 'info' | 'error'>;

/**
 * "Test connection": the stored credentials ask the bank about an order that cannot exist; nothing is charged. The
 * answer says whether the bank accepted them, refused them (with its own code and words) or could not be reached.
 */
export function BankConnectionTest({ bankId }: { bankId: string }) {
  const { t } = useTranslation('admin');
  const test = useMutation({
    mutationFn: () =>
      required(api.post<AdminBankTest>(`/admin/Banks/${encodeURIComponent(bankId)}/Test`, undefined)),
  });
  const result = test.data;
  return (
    <section className="admin-bank-test" aria-labelledby="bank-test-title">
      <h2 id="bank-test-title">{t('banks.connection.title')}</h2>
      <p className="admin-muted">{t('banks.connection.lead')}</p>
      <Button onClick={() => test.mutate()} loading={test.isPending}>
        {t('banks.connection.run')}
      </Button>
      <div aria-live="polite">
        {result ? (
          <Alert
            type={ALERT_TYPE[result.verdict]}
            showIcon
            className="admin-note"
            title={result.message}
            description={
              <>
                {result.bankMessage || result.bankCode ? (
                  <div>
                    {t('banks.connection.bankAnswer', {
                      code: result.bankCode ?? '—',
                      message: result.bankMessage ?? '',
                    })}
                  </div>
                ) : null}
                <div>{t('banks.connection.duration', { ms: result.durationMs })}</div>
              </>
            }
          />
        ) : null}
      </div>
    </section>
  );
}
