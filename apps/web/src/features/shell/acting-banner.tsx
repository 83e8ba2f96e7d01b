import { EyeOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActingFirm } from '../../lib/session.js';

/**
 * The line above every page while a main firm's user looks at a dealer's pages (issue 13): whose view it is, that
 * it only reads, and the way back. The end call loads with the click, not with every page.
 */
export function ActingBanner({ firm }: { firm: ActingFirm }) {
  const { t } = useTranslation();
  const [isEnding, setIsEnding] = useState(false);
  const handleEnd = async () => {
    setIsEnding(true);
    const { endActing } = await import('../sub-firms/acting.js');
    await endActing();
  };
  return (
    <section className="acting-banner" aria-label={t('acting.label')} data-testid="acting-banner">
      <EyeOutlined className="acting-banner-icon" aria-hidden />
      <p className="acting-banner-text">
        {/* The firm's code and name isolated (FSI…PDI): a Latin name keeps its order inside an Arabic sentence. */}
        {t('acting.banner', { code: `\u2068${firm.code}\u2069`, name: `\u2068${firm.name}\u2069` })}
      </p>
      <Button icon={<LogoutOutlined />} loading={isEnding} onClick={() => void handleEnd()}>
        {t('acting.exit')}
      </Button>
    </section>
  );
}
