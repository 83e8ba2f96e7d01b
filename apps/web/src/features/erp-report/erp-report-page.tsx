import { FilePdfOutlined } from '@ant-design/icons';
import type { ErpReportKind } from '@tahsilat/domain';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../components/export-button.js';
import { LoadFailed } from '../../components/load-failed.js';
import { PageHead } from '../../components/page-head.js';
import { useIsCompact } from '../../lib/use-is-compact.js';
import { useReportFirms } from '../reports/report-firms.js';
import { downloadReport, useReport, useReportDefinitions } from './api.js';
import { ReportParameterForm } from './components/report-parameters.js';
import { ReportPicker } from './components/report-picker.js';
import { ReportFigures } from './components/report-result.js';
import {
  defaultParameters,
  type ReportParameters,
  reportFromSearch,
  toReportQuery,
} from './erp-report-query.js';
import '../../styles/links.css';
import '../../styles/link-list.css';
import '../../styles/erp-report.css';

/** /erp-report: finance's four reports over the dealers — picker, parameters, chart, table with totals, files. */
export function ErpReportPage() {
  const { t } = useTranslation('erpreport');
  const isCompact = useIsCompact();
  const [search, setSearch] = useSearchParams();
  const report = reportFromSearch(search);
  // One form for all four: the firm, currency and dates carry over when another report is picked.
  const [parameters, setParameters] = useState<ReportParameters>(() => defaultParameters());
  const firms = useReportFirms();
  const definitions = useReportDefinitions();
  const definition = definitions.data?.find((item) => item.key === report);
  const query = definition ? toReportQuery(definition, parameters) : undefined;
  const answer = useReport(report, query);
  const result = answer.data?.key === report ? answer.data : undefined;

  const handlePick = (key: ErpReportKind) => {
    setSearch(key === 'aging' ? {} : { report: key }, { replace: true });
  };
  const fileName = (kind: 'excelFileName' | 'pdfFileName') => t(kind).replace('erp-', `erp-${report}-`);

  const failed = definitions.isError || (answer.isError && !result);
  return (
    <div className="links-page erp-report-page">
      <PageHead
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          query ? (
            <>
              <ExportButton
                icon={<FilePdfOutlined />}
                label={t('pdf')}
                failedText={t('exportFailed')}
                onExport={() => downloadReport(report, 'Pdf', query, fileName('pdfFileName'))}
              />
              <ExportButton
                label={t('excel')}
                failedText={t('exportFailed')}
                onExport={() => downloadReport(report, 'Excel', query, fileName('excelFileName'))}
              />
            </>
          ) : null
        }
      />
      <section className="surface link-list-card erp-report-card">
        <ReportPicker value={report} onChange={handlePick} />
        {definition ? (
          <ReportParameterForm
            report={report}
            definition={definition}
            parameters={parameters}
            firms={firms.data ?? []}
            onChange={setParameters}
          />
        ) : null}
        {failed ? (
          <LoadFailed
            title={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => void (definitions.isError ? definitions.refetch() : answer.refetch())}
          />
        ) : result && definition ? (
          <ReportFigures
            result={result}
            definition={definition}
            isCompact={isCompact}
            isLoading={answer.isFetching}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )}
      </section>
    </div>
  );
}
