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

/** Where the console names the fields of an object an event changed (its form's labels). */
const FIELD_LABELS: readonly [prefix: string, namespace: string][] = [
  ['tenant.settings.', 'site.fields'],
  ['bank.', 'banks.fields'],
  ['commission.', 'commissions.fields'],
  ['payment-set.', 'pricing.fields'],
  ['payment-method.', 'pricing.fields'],
  ['exchange-rate.', 'pricing.fields'],
  ['admin.user.', 'users.fields'],
  ['admin.role.', 'users.fields'],
];

/**
 * What an entry wrote, in a few lines: a change as "field: before → after" (a created object: its values), named as
 * the object's form names them, then the entry's other details as "key: value". The whole entry is in the Excel file.
 */
export function AuditDetails({ details, event }: { details: AuditLogRow['details']; event: string }) {
  const { t } = useTranslation('admin');
  if (!details) {
    return null;
  }
  const { before, after, ...rest } = details;
  const labels = FIELD_LABELS.find(([prefix]) => event.startsWith(prefix))?.[1];
  const label = (key: string) => {
    // A commission definition's instalment lines are audited flat: rate3, rate3Enabled, rate3Included.
    const line = labels === 'commissions.fields' ? /^rate(\d{1,2})(Enabled|Included)?$/.exec(key) : null;
    if (line) {
      return t(`commissions.auditRate.${line[2] ?? 'rate'}`, { count: Number(line[1]) });
    }
    return labels ? t(`${labels}.${key}`, { defaultValue: key }) : key;
  };
  const changes = isRecord(after)
    ? Object.keys(after).map((key) => ({
        key,
        label: label(key),
        text:
          isRecord(before) && key in before ? `${show(before[key])} → ${show(after[key])}` : show(after[key]),
      }))
    : [];
  const others = Object.entries(isRecord(after) ? rest : details).map(([key, value]) => ({
    key,
    label: key,
    text: show(value),
  }));
  const lines = [...changes, ...others];
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
