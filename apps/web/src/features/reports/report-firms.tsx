import type { ReportFirmOption } from '@tahsilat/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LazySelect } from '../../components/lazy-select.js';
import { api } from '../../lib/api.js';
import { required } from '../../lib/required.js';

/** The firms whose reports the user may read: its own first, then a main firm's sub-firms. */
export function useReportFirms() {
  return useQuery({
    queryKey: ['reportFirms'],
    staleTime: 5 * 60_000,
    queryFn: () => required(api.get<ReportFirmOption[]>('/FirmReport/Firms')),
  });
}

/** The value of the 'all firms' choice inside the select (the page sees `undefined`). */
const ALL = '';

/**
 * The searchable firm selector of the business pages, shown to a main firm's user only (a dealer has one firm).
 * `undefined` is the user's own firm; with `allLabel` (a list of every firm's rows), `undefined` is all of them
 * and the own firm is chosen by its id.
 */
export function ReportFirmSelect({
  firms,
  value,
  onChange,
  className,
  allLabel,
}: {
  firms: ReportFirmOption[];
  value: string | undefined;
  onChange: (firmId: string | undefined) => void;
  className?: string;
  allLabel?: string;
}) {
  const { t } = useTranslation();
  if (firms.length < 2) {
    return null;
  }
  const own = firms.find((firm) => firm.isOwn);
  const suffix = (firm: ReportFirmOption) =>
    `${firm.isOwn ? ` (${t('reportFirm.own')})` : ''}${firm.isActive ? '' : ` (${t('reportFirm.passive')})`}`;
  const options = firms.map((firm) => ({
    value: firm.id,
    label: `${firm.code} · ${firm.name}${suffix(firm)}`,
  }));
  // What the page calls `undefined`: all firms when offered, otherwise the user's own.
  const unset = allLabel === undefined ? own?.id : ALL;
  return (
    <LazySelect<string | undefined>
      className={className}
      label={t('reportFirm.firm')}
      showSearch={{ optionFilterProp: 'label' }}
      value={value ?? unset}
      onChange={(firmId) => onChange(firmId === unset ? undefined : firmId)}
      options={allLabel === undefined ? options : [{ value: ALL, label: allLabel }, ...options]}
    />
  );
}
