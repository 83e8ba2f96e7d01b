import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { useUserFirms } from '../users/api.js';

/** Any firm of the tenant, searched by code or name as the administrator types (the users page's firm list). */
export function FirmFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (firmId: string | undefined) => void;
}) {
  const { t } = useTranslation('adminops');
  const [search, setSearch] = useState('');
  const firms = useUserFirms(useDebouncedValue(search, 250));
  return (
    <Select
      className="ops-filter-firm"
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      value={value}
      onChange={(firmId: string | undefined) => onChange(firmId)}
      options={(firms.data ?? []).map((firm) => ({ value: firm.id, label: `${firm.code} · ${firm.name}` }))}
      placeholder={t('filters.allFirms')}
      aria-label={t('filters.firm')}
      loading={firms.isFetching}
    />
  );
}
