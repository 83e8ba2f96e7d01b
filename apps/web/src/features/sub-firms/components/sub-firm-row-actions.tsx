import {
  CheckCircleOutlined,
  EyeOutlined,
  FormOutlined,
  MoreOutlined,
  StopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { SubFirmRow } from '@tahsilat/domain';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuButton, type MenuButtonItem } from '../../../components/menu-button.js';
import { actionsFor, type SubFirmAction } from '../sub-firm-actions.js';

const ICONS: Record<SubFirmAction, ReactNode> = {
  open: <FormOutlined />,
  users: <TeamOutlined />,
  actAs: <EyeOutlined />,
  activate: <CheckCircleOutlined />,
  deactivate: <StopOutlined />,
};

/** The dealer's name, which opens it as the row's first action does. */
export function SubFirmNameLink({
  row,
  onAction,
}: {
  row: SubFirmRow;
  onAction: (action: SubFirmAction, row: SubFirmRow) => void;
}) {
  return (
    <button type="button" className="sub-firm-name-link" onClick={() => onAction('open', row)}>
      {row.name}
    </button>
  );
}

/** Open and users at hand; the dealer view and the status switch in the row's menu. */
export function SubFirmRowActions({
  row,
  onAction,
}: {
  row: SubFirmRow;
  onAction: (action: SubFirmAction, row: SubFirmRow) => void;
}) {
  const { t } = useTranslation('subfirms');
  const more = actionsFor(row).filter((action) => action !== 'open' && action !== 'users');
  const items: MenuButtonItem<SubFirmAction>[] = more.map((action) => ({
    key: action,
    icon: ICONS[action],
    label: t(`actions.${action}`),
    danger: action === 'deactivate',
    dividerBefore: action === 'deactivate' && more.length > 1,
  }));
  const button = (action: 'open' | 'users') => (
    <Tooltip title={t(`actions.${action}`)}>
      <Button
        type="text"
        icon={ICONS[action]}
        aria-label={`${t(`actions.${action}`)}: ${row.name}`}
        onClick={() => onAction(action, row)}
      />
    </Tooltip>
  );
  return (
    <div className="link-row-actions">
      {button('open')}
      {button('users')}
      {more.length > 0 ? (
        <MenuButton
          label={`${t('actions.menu')}: ${row.name}`}
          items={items}
          onChoose={(action) => onAction(action, row)}
        >
          <MoreOutlined aria-hidden="true" />
        </MenuButton>
      ) : (
        <span className="link-row-actions-spacer" aria-hidden="true" />
      )}
    </div>
  );
}
