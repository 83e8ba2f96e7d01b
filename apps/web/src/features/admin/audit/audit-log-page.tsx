import { PAGE_SIZES } from '@tahsilat/domain/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExcelPageHead } from '../../../components/excel-page-head.js';
import { PagedListBody } from '../../../components/paged-list-body.js';
import { EmptyNote } from '../../../components/panel.js';
import { DEFAULT_LIST_PAGE_SIZE, type ListPageSize } from '../../../lib/list-filters.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { useKeysetPaging } from '../../../lib/use-keyset-paging.js';
import { downloadAuditLog, useAuditFilters, useAuditLog } from './api.js';
import { AuditFilterBar } from './audit-filters.js';
import {
  type AuditFilters,
  EMPTY_AUDIT_FILTERS,
  narrowsAudit,
  toAuditFilter,
  toAuditQuery,
} from './audit-query.js';
import { AuditTable } from './audit-table.js';
import '../../../styles/links.css';
import '../../../styles/link-list.css';

/** The audit log (issue 15): the tenant's entries newest first, filtered by who, what and when, and as Excel. */
export function AuditLogPage() {
  const { t } = useTranslation('adminaudit');
  const options = useAuditFilters();
  const [filters, setFilters] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const [pageSize, setPageSize] = useState<ListPageSize>(DEFAULT_LIST_PAGE_SIZE);
  // Typing asks the server once it pauses; every new question starts again at page 1.
  const applied = useDebouncedValue(filters, 350);
  const paging = useKeysetPaging(JSON.stringify([toAuditFilter(applied), pageSize]));
  const list = useAuditLog(toAuditQuery(applied, pageSize, paging.cursor));
  const empty = <EmptyNote>{narrowsAudit(applied) ? t('emptyFiltered') : t('empty')}</EmptyNote>;

  return (
    <div className="links-page audit-page">
      <ExcelPageHead
        namespace="adminaudit"
        onExport={(fileName) => downloadAuditLog(toAuditFilter(applied), fileName)}
      />
      <section className="surface link-list-card">
        <AuditFilterBar filters={filters} options={options.data} onChange={setFilters} />
        <PagedListBody
          namespace="adminaudit"
          list={list}
          paging={paging}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          countTestId="audit-range"
          onPageSizeChange={setPageSize}
          onRetry={() => void list.refetch()}
        >
          <AuditTable
            items={list.data?.items ?? []}
            isLoading={list.isFetching}
            empty={list.isPending ? <span /> : empty}
          />
        </PagedListBody>
      </section>
    </div>
  );
}
