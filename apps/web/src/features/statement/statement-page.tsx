import { FilePdfOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Skeleton, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notifier } from '../../lib/notify.js';
import { useKeysetPaging } from '../../lib/use-keyset-paging.js';
import '../../styles/links.css';
import '../../styles/link-list.css';
import '../../styles/statement.css';
import { useConfirmAction } from '../../components/confirm-action.js';
import { ExcelPageHead } from '../../components/excel-page-head.js';
import { ExportButton } from '../../components/export-button.js';
import { PagedListBody } from '../../components/paged-list-body.js';
import { EmptyNote } from '../../components/panel.js';
import { isActing } from '../../lib/session.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import { useIsCompact } from '../../lib/use-is-compact.js';
import { useReportFirms } from '../reports/report-firms.js';
import { TransferPanel } from '../transfers/transfer-panel.js';
import { downloadStatement, mailStatement, useStatementPage } from './api.js';
import { StatementCards } from './components/statement-cards.js';
import { StatementFilterBar } from './components/statement-filters.js';
import { StatementSummary } from './components/statement-summary.js';
import { type DisplayRow, openingRow, StatementTable } from './components/statement-table.js';
import {
  DEFAULT_STATEMENT_PAGE_SIZE,
  filtersFromSearch,
  narrowsRows,
  STATEMENT_PAGE_SIZES,
  type StatementFilters,
  type StatementPageSize,
  toStatementQuery,
} from './statement-query.js';

/** /firm-transaction-list: the account statement with Devir, running balance and totals, paged by the server. */
export function StatementPage() {
  const { t } = useTranslation('statement');
  const isCompact = useIsCompact();
  const firms = useReportFirms();
  const [search] = useSearchParams();
  const [filters, setFilters] = useState<StatementFilters>(() => filtersFromSearch(search));
  const [pageSize, setPageSize] = useState<StatementPageSize>(DEFAULT_STATEMENT_PAGE_SIZE);
  const applied = useDebouncedValue(filters, 350);
  const query = toStatementQuery(applied);
  // A new question starts at page 1, and the first page's totals stay with it for the later pages.
  const questionKey = JSON.stringify([query, pageSize]);
  const paging = useKeysetPaging(questionKey);
  const { cursor } = paging;

  const first = useStatementPage({ ...query, pageSize });
  const current = useStatementPage({ ...query, pageSize, ...(cursor ? { cursor } : {}) });
  const page = current.data;
  const header = first.data;
  const { isFirstPage } = paging;
  const rows: DisplayRow[] = page ? [...(isFirstPage ? [openingRow(page)] : []), ...page.items] : [];
  const isLastPage = page?.nextCursor === null;
  const withTotals = header && page ? { ...page, totals: header.totals } : page;

  const [isMailing, setIsMailing] = useState(false);
  const firmEmail = header?.firm.email ?? null;
  const { confirm, holder } = useConfirmAction();
  const handleMail = async () => {
    setIsMailing(true);
    const to = await mailStatement(query);
    setIsMailing(false);
    if (to) {
      notifier.show('success', t('mailSent', { to }));
    }
  };

  const empty = <EmptyNote>{narrowsRows(applied) ? t('emptyFiltered') : t('empty')}</EmptyNote>;

  return (
    <div className="statement-page">
      <ExcelPageHead
        namespace="statement"
        onExport={(fileName) => downloadStatement('Excel', query, fileName)}
      >
        {/* A dealer's read-only view sends nothing. */}
        {isActing() ? null : (
          <Tooltip title={firmEmail ? undefined : t('mailNoAddress')}>
            <Button
              icon={<MailOutlined />}
              loading={isMailing}
              disabled={!firmEmail}
              onClick={() =>
                confirm({
                  title: t('mailConfirm', { to: firmEmail ?? '' }),
                  isDanger: false,
                  okText: t('mailSend'),
                  onConfirm: handleMail,
                })
              }
            >
              {t('mail')}
            </Button>
          </Tooltip>
        )}
        <ExportButton
          icon={<FilePdfOutlined />}
          label={t('pdf')}
          failedText={t('exportFailed')}
          onExport={() => downloadStatement('Pdf', query, t('pdfFileName'))}
        />
      </ExcelPageHead>
      {holder}
      <TransferPanel variant="disclosure" />
      <section className="surface statement-card-main">
        <StatementFilterBar
          filters={filters}
          firms={firms.data ?? []}
          isCompact={isCompact}
          onChange={setFilters}
        />
        <PagedListBody
          namespace="statement"
          list={current}
          paging={paging}
          pageSize={pageSize}
          pageSizes={STATEMENT_PAGE_SIZES}
          onPageSizeChange={setPageSize}
          onRetry={() => void current.refetch()}
        >
          {header ? (
            <StatementSummary page={header} />
          ) : (
            <Skeleton active title={false} paragraph={{ rows: 1 }} />
          )}
          {isCompact ? (
            <StatementCards
              rows={rows}
              page={withTotals}
              showTotals={isLastPage}
              isLoading={current.isFetching}
              empty={empty}
            />
          ) : (
            <StatementTable
              rows={rows}
              page={withTotals}
              showTotals={isLastPage}
              isLoading={current.isFetching}
              empty={current.isPending ? <span /> : empty}
            />
          )}
        </PagedListBody>
      </section>
    </div>
  );
}
