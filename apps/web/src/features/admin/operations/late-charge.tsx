import type { AdminCollectionRow } from '@tahsilat/domain';
import { Alert, Flex, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.js';

/**
 * A late charge: the bank took the money after the payer was shown a failure, so the payer may have paid again and
 * a refund may be due. The list marks the row; the drawer says what to check, with the time of the charge.
 */

export function LateChargeTag({ row }: { row: Pick<AdminCollectionRow, 'lateChargeAt'> }) {
  const { t } = useTranslation('adminops');
  if (!row.lateChargeAt) {
    return null;
  }
  return (
    <Tooltip title={t('collections.late.hint')} trigger={['hover', 'focus']}>
      {/* Focusable, so the explanation opens from the keyboard too. */}
      <Tag color="volcano" className="ops-late-charge" data-testid="ops-late-charge" tabIndex={0}>
        {t('collections.late.tag')}
      </Tag>
    </Tooltip>
  );
}

export function LateChargeNote({ row }: { row: Pick<AdminCollectionRow, 'lateChargeAt'> }) {
  const { t } = useTranslation('adminops');
  if (!row.lateChargeAt) {
    return null;
  }
  return (
    <Alert
      type="warning"
      showIcon
      className="admin-note ops-late-charge-note"
      data-testid="ops-late-charge-note"
      title={t('collections.late.tag')}
      description={
        <Flex vertical gap={8}>
          <span>{t('collections.late.hint')}</span>
          <span>{t('collections.late.at', { at: formatDateTime(row.lateChargeAt) })}</span>
        </Flex>
      }
    />
  );
}
