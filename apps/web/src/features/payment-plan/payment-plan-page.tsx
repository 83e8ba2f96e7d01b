import { CreditCardOutlined } from '@ant-design/icons';
import type { PlanLine } from '@tahsilat/domain';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SelectionBar } from '../../components/selection-bar.js';
import { useKeysetPaging } from '../../lib/use-keyset-paging.js';
import '../../styles/links.css';
import '../../styles/link-list.css';
import '../../styles/statement.css';
import { ExcelPageHead } from '../../components/excel-page-head.js';
import { PagedListBody } from '../../components/paged-list-body.js';
import { EmptyNote } from '../../components/panel.js';
import { isActing } from '../../lib/session.js';
import { useIsCompact } from '../../lib/use-is-compact.js';
import { useReportFirms } from '../reports/report-firms.js';
import { TransferPanel } from '../transfers/transfer-panel.js';
import { downloadPlanExcel, usePaymentPlan } from './api.js';
import { PlanCards } from './components/plan-cards.js';
import { PlanFilterBar } from './components/plan-filters.js';
import { planMoney } from './components/plan-status.js';
import { PlanSummary } from './components/plan-summary.js';
import { PlanTable } from './components/plan-table.js';
import {
  type ChosenLine,
  chosenLine,
  DEFAULT_PLAN_FILTERS,
  PLAN_PAGE_SIZES,
  type PlanFilters,
  type PlanPageSize,
  payUrl,
  selectionTotal,
  toPlanQuery,
} from './plan-query.js';

/** /payment-plan: the firm's plan lines; choose open ones and pay them by card in one step. */
export function PaymentPlanPage() {
  const { t } = useTranslation('plan');
  const navigate = useNavigate();
  const isCompact = useIsCompact();
  const firms = useReportFirms();
  const [filters, setFilters] = useState<PlanFilters>(DEFAULT_PLAN_FILTERS);
  const [pageSize, setPageSize] = useState<PlanPageSize>(100);
  const [chosen, setChosen] = useState<Map<string, ChosenLine>>(new Map());
  const query = toPlanQuery(filters);
  const questionKey = JSON.stringify([query, pageSize]);
  const paging = useKeysetPaging(questionKey);
  const { cursor } = paging;

  const first = usePaymentPlan({ ...query, pageSize });
  const current = usePaymentPlan({ ...query, pageSize, ...(cursor ? { cursor } : {}) });
  const page = current.data;
  const items = page?.items ?? [];

  // A new firm starts a new choice: lines of one firm are paid together.
  const changeFilters = (next: PlanFilters) => {
    if (next.firmId !== filters.firmId) {
      setChosen(new Map());
    }
    setFilters(next);
  };
  const setSelection = (ids: string[]) => {
    const keep = new Set(ids);
    const next = new Map([...chosen].filter(([id]) => keep.has(id)));
    for (const line of items) {
      if (keep.has(line.id)) {
        next.set(line.id, chosenLine(line));
      }
    }
    setChosen(next);
  };
  const toggle = (line: PlanLine, selected: boolean) => {
    const ids = new Set(chosen.keys());
    if (selected) {
      ids.add(line.id);
    } else {
      ids.delete(line.id);
    }
    setSelection([...ids]);
  };
  const pay = (lines: ChosenLine[]) => {
    const url = payUrl(lines, filters.firmId);
    if (url) {
      void navigate(url);
    }
  };

  // A dealer's read-only view pays nothing.
  const canPay = !isActing();
  const selection = [...chosen.values()];
  const total = selectionTotal(selection);
  const selectedUrl = payUrl(selection, filters.firmId);

  const isNarrowed =
    filters.lines !== 'open' || Boolean(filters.dueFrom || filters.dueTo || filters.currency);
  const empty = <EmptyNote>{isNarrowed ? t('emptyFiltered') : t('empty')}</EmptyNote>;

  return (
    <div className="statement-page">
      <ExcelPageHead namespace="plan" onExport={(fileName) => downloadPlanExcel(query, fileName)} />
      <TransferPanel variant="disclosure" />
      <section className="surface statement-card-main">
        <PlanFilterBar filters={filters} firms={firms.data ?? []} onChange={changeFilters} />
        <PagedListBody
          namespace="plan"
          list={current}
          paging={paging}
          pageSize={pageSize}
          pageSizes={PLAN_PAGE_SIZES}
          onPageSizeChange={setPageSize}
          onRetry={() => void current.refetch()}
        >
          {first.data ? (
            <PlanSummary page={first.data} />
          ) : (
            <Skeleton active title={false} paragraph={{ rows: 1 }} />
          )}
          {selection.length > 0 && canPay ? (
            <SelectionBar
              summary={t('selected', {
                count: selection.length,
                amount: total.currency ? planMoney(total.amount, total.currency) : '—',
              })}
              clearLabel={t('clearSelection')}
              onClear={() => setChosen(new Map())}
              action={{
                label: t('paySelected'),
                icon: <CreditCardOutlined />,
                disabledReason: selectedUrl ? null : t('oneCurrency'),
                onClick: () => pay(selection),
              }}
            />
          ) : null}
          {isCompact ? (
            <PlanCards
              items={items}
              selectedIds={[...chosen.keys()]}
              isLoading={current.isFetching}
              empty={empty}
              onToggle={toggle}
              onPay={canPay ? (line) => pay([chosenLine(line)]) : undefined}
            />
          ) : (
            <PlanTable
              items={items}
              showInterest={page?.lateInterestRate != null}
              selectedIds={[...chosen.keys()]}
              isLoading={current.isFetching}
              empty={current.isPending ? <span /> : empty}
              onSelectionChange={setSelection}
              onPay={canPay ? (line) => pay([chosenLine(line)]) : undefined}
            />
          )}
        </PagedListBody>
      </section>
    </div>
  );
}
