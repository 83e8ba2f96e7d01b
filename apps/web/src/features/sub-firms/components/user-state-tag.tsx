import type { SubFirmUser } from '@tahsilat/domain';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.js';

const COLORS: Record<SubFirmUser['state'], string> = {
  invited: 'processing',
  expired: 'warning',
  active: 'success',
  passive: 'default',
};

/** Davet gönderildi / Davetin süresi doldu / Aktif / Pasif; an open invitation says until when. */
export function UserStateTag({ user }: { user: Pick<SubFirmUser, 'state' | 'invitationExpiresAt'> }) {
  const { t } = useTranslation('subfirms');
  const tag = (
    <Tag color={COLORS[user.state]} className="sub-firm-tag">
      {t(`userState.${user.state}`)}
    </Tag>
  );
  if (user.state === 'invited' && user.invitationExpiresAt) {
    return (
      <Tooltip title={t('users.validUntil', { at: formatDateTime(user.invitationExpiresAt) })}>{tag}</Tooltip>
    );
  }
  return tag;
}
