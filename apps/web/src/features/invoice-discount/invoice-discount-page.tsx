import { CheckSquareOutlined } from '@ant-design/icons';
import type { DiscountRequestSummary, DiscountRequestView } from '@tahsilat/domain';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed.js';
import { PageHead } from '../../components/page-head.js';
import { EmptyNote } from '../../components/panel.js';
import { isActing } from '../../lib/session.js';
import { useIsCompact } from '../../lib/use-is-compact.js';
import { ReportFirmSelect, useReportFirms } from '../reports/report-firms.js';
import { useCreateDiscountRequest, useDiscountInvoices, useDiscountRequests } from './api.js';
import { DiscountTerms } from './components/discount-terms.js';
import { InvoiceCards } from './components/invoice-cards.js';
import { InvoiceTable } from './components/invoice-table.js';
import { PreviewPanel } from './components/preview-panel.js';
import { RequestDrawer } from './components/request-drawer.js';
import { RequestList } from './components/request-list.js';
import { RequestResultModal } from './components/request-result-modal.js';
import { ValueDatePicker } from './components/value-date-picker.js';
import { isDifferent } from './discount-view.js';
import { useDiscountChoice } from './use-discount-choice.js';
import '../../styles/links.css';
import '../../styles/link-list.css';
import '../../styles/statement.css';
import '../../styles/history-drawer.css';
import '../../styles/discount.css';

/** /invoice-discount: choose eligible invoices, see the server's figures, and ask for them to be discounted. */
export function InvoiceDiscountPage() {
  const { t } = useTranslation('discount');
  const isCompact = useIsCompact();
  const firms = useReportFirms();
  const [firmId, setFirmId] = useState<string | undefined>();
  const invoices = useDiscountInvoices(firmId);
  const requests = useDiscountRequests(firmId);
  const create = useCreateDiscountRequest();
  const terms = invoices.data?.terms ?? null;
  const rows = invoices.data?.items ?? [];
  const choice = useDiscountChoice(firmId, rows, terms);
  const [opened, setOpened] = useState<{ request: DiscountRequestSummary; isOpen: boolean } | null>(null);
  const [result, setResult] = useState<{ request: DiscountRequestView; isChanged: boolean } | null>(null);
  // A dealer's read-only view asks for nothing.
  const canRequest = !isActing();

  const changeFirm = (next: string | undefined) => {
    choice.reset();
    setFirmId(next);
  };
  const handleSubmit = async () => {
    if (!choice.selection) {
      return;
    }
    const previewed = choice.preview.data?.preview?.totals;
    const answer = await create.mutateAsync(choice.selection);
    if (answer.success && answer.data) {
      setResult({ request: answer.data, isChanged: isDifferent(previewed, answer.data.totals) });
      choice.clear();
    }
  };

  const requestItems = requests.data ?? [];
  const isNotOffered = invoices.data !== undefined && terms === null;

  return (
    <div className="statement-page discount-page">
      <PageHead title={t('title')} subtitle={t('subtitle')} />
      <section className="surface discount-toolbar">
        <ReportFirmSelect
          className="statement-filter-firm"
          firms={firms.data ?? []}
          value={firmId}
          onChange={changeFirm}
        />
        {terms ? (
          <>
            <DiscountTerms terms={terms} />
            <ValueDatePicker value={choice.valueDate} onChange={choice.changeValueDate} />
          </>
        ) : null}
      </section>
      {invoices.isError && !invoices.data ? (
        <section className="surface">
          <LoadFailed
            title={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => void invoices.refetch()}
          />
        </section>
      ) : isNotOffered ? (
        <section className="surface">
          <div className="empty-note discount-not-offered" role="status" data-testid="discount-not-offered">
            <strong>{t('notOffered.title')}</strong>
            <span>{t('notOffered.text')}</span>
          </div>
        </section>
      ) : !terms ? (
        <section className="surface">
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        </section>
      ) : (
        <>
          <section className="surface statement-card-main" aria-labelledby="discount-invoices-heading">
            <div className="discount-section-head">
              <h2 id="discount-invoices-heading" className="discount-heading">
                {t('invoices.heading')}
              </h2>
              {isCompact && rows.length > 0 ? (
                <Button icon={<CheckSquareOutlined />} onClick={choice.chooseAll}>
                  {t('invoices.selectAllButton')}
                </Button>
              ) : null}
            </div>
            {isCompact ? (
              <InvoiceCards
                items={rows}
                terms={terms}
                valueDate={choice.valueDate}
                selectedIds={choice.chosen}
                isLoading={invoices.isFetching}
                empty={<EmptyNote>{t('invoices.empty')}</EmptyNote>}
                onToggle={choice.toggle}
              />
            ) : (
              <InvoiceTable
                items={rows}
                terms={terms}
                valueDate={choice.valueDate}
                selectedIds={choice.chosen}
                isLoading={invoices.isFetching}
                empty={<EmptyNote>{t('invoices.empty')}</EmptyNote>}
                onSelectionChange={choice.choose}
              />
            )}
          </section>
          <PreviewPanel
            count={choice.chosen.length}
            preview={choice.preview.data?.preview ?? null}
            refusal={choice.preview.data?.refusal ?? null}
            isFetching={choice.preview.isFetching}
            isCurrent={choice.isCurrent}
            isCompact={isCompact}
            isSubmitting={create.isPending}
            canRequest={canRequest}
            onClear={choice.clear}
            onSubmit={() => void handleSubmit()}
          />
        </>
      )}
      {isNotOffered && requestItems.length === 0 ? null : (
        <section className="surface discount-requests" aria-labelledby="discount-requests-heading">
          <h2 id="discount-requests-heading" className="discount-heading">
            {t('requests.heading')}
          </h2>
          {requests.isError && !requests.data ? (
            <LoadFailed
              title={t('requests.loadFailed')}
              retryLabel={t('retry')}
              onRetry={() => void requests.refetch()}
            />
          ) : (
            <RequestList
              items={requestItems}
              isCompact={isCompact}
              isLoading={requests.isFetching}
              empty={requests.isPending ? <span /> : <EmptyNote>{t('requests.empty')}</EmptyNote>}
              onOpen={(request) => setOpened({ request, isOpen: true })}
            />
          )}
        </section>
      )}
      {opened ? (
        <RequestDrawer
          request={opened.request}
          isOpen={opened.isOpen}
          isCompact={isCompact}
          onClose={() => setOpened({ ...opened, isOpen: false })}
        />
      ) : null}
      <RequestResultModal
        request={result?.request ?? null}
        isChanged={result?.isChanged ?? false}
        onClose={() => setResult(null)}
      />
    </div>
  );
}
