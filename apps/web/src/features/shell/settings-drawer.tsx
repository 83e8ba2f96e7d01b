import { Drawer, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../i18n/index.js';
import {
  DIRECTIONS,
  type Direction,
  LANGUAGES,
  LAYOUT_TYPES,
  type Language,
  type LayoutType,
  NAV_STYLES,
  type NavStyle,
  THEMES,
  type Theme,
  updateSettings,
  useSettings,
} from '../../lib/settings.js';

function Choice<T extends string>({
  title,
  values,
  value,
  label,
  onChange,
}: {
  title: string;
  values: readonly T[];
  value: T;
  label: (value: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="settings-group">
      <legend>
        <Typography.Text strong>{title}</Typography.Text>
      </legend>
      <Radio.Group value={value} onChange={(event) => onChange(event.target.value as T)}>
        <Space orientation="vertical">
          {values.map((option) => (
            <Radio key={option} value={option}>
              {label(option)}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </fieldset>
  );
}

/** Navigation style, theme, page width, direction and language (SPEC 3 settings). */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <Drawer open={open} onClose={onClose} title={t('settings.title')} size={320}>
      <Choice<NavStyle>
        title={t('settings.navStyle')}
        values={NAV_STYLES}
        value={settings.navStyle}
        label={(v) => t(`settings.navStyles.${v}`)}
        onChange={(navStyle) => updateSettings({ navStyle })}
      />
      <Choice<Theme>
        title={t('settings.theme')}
        values={THEMES}
        value={settings.theme}
        label={(v) => t(`settings.themes.${v}`)}
        onChange={(theme) => updateSettings({ theme })}
      />
      <Choice<LayoutType>
        title={t('settings.layoutType')}
        values={LAYOUT_TYPES}
        value={settings.layoutType}
        label={(v) => t(`settings.layoutTypes.${v}`)}
        onChange={(layoutType) => updateSettings({ layoutType })}
      />
      <Choice<Direction>
        title={t('settings.direction')}
        values={DIRECTIONS}
        value={settings.direction}
        label={(v) => t(`settings.directions.${v}`)}
        onChange={(direction) => updateSettings({ direction })}
      />
      <Choice<Language>
        title={t('language')}
        values={LANGUAGES}
        value={settings.language}
        label={(v) => t(`languages.${v}`)}
        onChange={(language) => void setLanguage(language)}
      />
    </Drawer>
  );
}
