import type { DbsInvoiceRow } from '@tahsilat/domain';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExcelPageHead } from '../../components/excel-page-head.js';
import { PagedListBody } from '../../components/paged-list-body.js';
import { EmptyNote } from '../../components/panel.js';
import { isActing, readValue } from '../../lib/session.js';
import { useIsCompact } from '../../lib/use-is-compact.js';
import { useKeysetPaging } from '../../lib/use-keyset-paging.js';
import { useReportFirms } from '../reports/report-firms.js';
import { downloadDbsExcel, useDbsInvoices } from './api.js';
import { DbsBankCards } from './components/dbs-bank-cards.js';
import { DbsCards } from './components/dbs-cards.js';
import { DbsFilterBar } from './components/dbs-filters.js';
import { DbsTable } from './components/dbs-table.js';
import {
  DBS_PAGE_SIZES,
  type DbsFilters,
  type DbsPageSize,
  earlyPayUrl,
  narrowsDbs,
  toDbsQuery,
} from './dbs-query.js';
import '../../styles/links.css';
import '../../styles/link-list.css';
import '../../styles/statement.css';
import '../../styles/dbs.css';

/** /dbs-invoices: the DBS limits per bank and the invoices under them; an open one is paid early by card. */
export function DbsInvoicesPage() {
  const { t } = useTranslation('dbs');
  const navigate = useNavigate();
  const isCompact = useIsCompact();
  const firms = useReportFirms();
  const [filters, setFilters] = useState<DbsFilters>({});
  const [pageSize, setPageSize] = useState<DbsPageSize>(100);
  const query = toDbsQuery(filters);
  const paging = useKeysetPaging(JSON.stringify([query, pageSize]));
  const { cursor } = paging;

  // The cards come with the first page of the firm filter alone: a bank or state filter leaves them as they are.
  const cards = useDbsInvoices({ ...(filters.firmId ? { firmId: filters.firmId } : {}), pageSize: 1 });
  const current = useDbsInvoices({ ...query, pageSize, ...(cursor ? { cursor } : {}) });
  const page = current.data;
  const items = page?.items ?? [];
  const banks = cards.data?.banks ?? [];
  // Whose invoice each is, while the list holds more than one firm's.
  const showFirm =
    !filters.firmId && (firms.data ? firms.data.length > 1 : readValue('isSubFirm') !== 'true');

  // A dealer's read-only view pays nothing.
  const payEarly = isActing()
    ? undefined
    : (row: DbsInvoiceRow) =>
        void navigate(earlyPayUrl(row, t('payDescription', { invoiceNo: row.invoiceNo })));

  const empty = <EmptyNote>{narrowsDbs(filters) ? t('emptyFiltered') : t('empty')}</EmptyNote>;

  return (
    <div className="statement-page dbs-page">
      <ExcelPageHead
        namespace="dbs"
        onExport={(fileName) => downloadDbsExcel(toDbsQuery(filters), fileName)}
      />
      {cards.data?.banks ? (
        <DbsBankCards banks={banks} />
      ) : cards.isError ? null : (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      )}
      <section className="surface statement-card-main">
        <DbsFilterBar
          filters={filters}
          firms={firms.data ?? []}
          banks={banks}
          isCompact={isCompact}
          onChange={setFilters}
        />
        <PagedListBody
          namespace="dbs"
          list={current}
          paging={paging}
          pageSize={pageSize}
          pageSizes={DBS_PAGE_SIZES}
          onPageSizeChange={setPageSize}
          onRetry={() => {
            void current.refetch();
            void cards.refetch();
          }}
        >
          {isCompact ? (
            <DbsCards
              items={items}
              showFirm={showFirm}
              isLoading={current.isFetching}
              empty={empty}
              onPayEarly={payEarly}
            />
          ) : (
            <DbsTable
              items={items}
              showFirm={showFirm}
              isLoading={current.isFetching}
              empty={current.isPending ? <span /> : empty}
              onPayEarly={payEarly}
            />
          )}
        </PagedListBody>
      </section>
    </div>
  );
}
