import type { SubFirmRow } from '@tahsilat/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../../components/confirm-action.js';
import { actAsDealer } from '../acting.js';
import { useSetSubFirmStatus } from '../api.js';
import type { SubFirmAction } from '../sub-firm-actions.js';

/** The row actions of the dealer list: the drawers they open, the status switch (confirmed) and the dealer view. */
export function useSubFirmActions() {
  const { t } = useTranslation('subfirms');
  const setStatus = useSetSubFirmStatus();
  const { confirm, holder } = useConfirmAction();
  const [form, setForm] = useState<{ isUsed: boolean; isOpen: boolean; firmId: string | null }>({
    isUsed: false,
    isOpen: false,
    firmId: null,
  });
  const [users, setUsers] = useState<{ row: SubFirmRow | null; isOpen: boolean }>({
    row: null,
    isOpen: false,
  });

  const confirmStatus = (row: SubFirmRow, isActive: boolean) => {
    const key = isActive ? 'activate' : 'deactivate';
    confirm({
      title: t(`confirm.${key}Title`, { name: row.name }),
      facts: [
        { label: t('confirm.dealer'), value: `${row.code} · ${row.name}` },
        { label: t('confirm.users'), value: String(row.userCount) },
      ],
      effects: [t(`confirm.${key}Text`)],
      isDanger: !isActive,
      okText: t(`actions.${key}`),
      onConfirm: () => setStatus.mutateAsync({ id: row.id, isActive }),
    });
  };

  const run = (action: SubFirmAction, row: SubFirmRow) => {
    switch (action) {
      case 'open':
        setForm({ isUsed: true, isOpen: true, firmId: row.id });
        return;
      case 'users':
        setUsers({ row, isOpen: true });
        return;
      case 'actAs':
        confirm({
          title: t('confirm.actAsTitle', { code: row.code, name: row.name }),
          effects: [t('confirm.actAsText')],
          isDanger: false,
          okText: t('actions.actAs'),
          // A refusal is shown by the API client; on success the page moves to the dealer's home.
          onConfirm: () => actAsDealer(row.id),
        });
        return;
      case 'activate':
      case 'deactivate':
        confirmStatus(row, action === 'activate');
        return;
    }
  };

  return {
    run,
    form,
    users,
    openCreate: () => setForm({ isUsed: true, isOpen: true, firmId: null }),
    closeForm: () => setForm({ ...form, isOpen: false }),
    /** A firm just created: its users panel opens, to invite its first user. */
    openUsersOfNew: (row: SubFirmRow) => {
      setForm({ ...form, isOpen: false });
      setUsers({ row, isOpen: true });
    },
    closeUsers: () => setUsers({ ...users, isOpen: false }),
    modals: holder,
  };
}
