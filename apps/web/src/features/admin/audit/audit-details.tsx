import type { AuditLogRow } from '@tahsilat/domain';
import { useTranslation } from 'react-i18next';

const MAX_LINES = 6;

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') {
    return '—';
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What an entry wrote, in a few lines: a change as "field: before → after", anything else as "key: value". The
 * whole entry is in the Excel file.
 */
export function AuditDetails({ details }: { details: AuditLogRow['details'] }) {
  const { t } = useTranslation('admin');
  if (!details) {
    return null;
  }
  const { before, after } = details;
  const lines =
    isRecord(before) && isRecord(after)
      ? Object.keys(after).map((key) => ({
          key,
          // A settings change names its fields as the form does.
          label: t(`site.fields.${key}`, { defaultValue: key }),
          text: `${show(before[key])} → ${show(after[key])}`,
        }))
      : Object.entries(details).map(([key, value]) => ({ key, label: key, text: show(value) }));
  const shown = lines.slice(0, MAX_LINES);
  return (
    <dl className="audit-details">
      {shown.map((line) => (
        <div key={line.key}>
          <dt>{line.label}</dt> <dd>{line.text}</dd>
        </div>
      ))}
      {lines.length > shown.length ? <div className="audit-details-more">…</div> : null}
    </dl>
  );
}
