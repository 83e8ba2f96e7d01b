import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Input, type InputRef, Space } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../../lib/notify.js';
import { copyText } from '../clipboard.js';

/** The link in a read-only field with a copy button; a click on the field selects it all. */
export function CopyLinkField({ link, label }: { link: string; label: string }) {
  const { t } = useTranslation('links');
  const id = useId();
  const input = useRef<InputRef>(null);
  const [isCopied, setIsCopied] = useState(false);

  const handleCopy = async () => {
    if (await copyText(link)) {
      notifier.show('success', t('result.copied'));
      setIsCopied(true);
      setTimeout(() => setIsCopied(false), 2_000);
    } else {
      input.current?.select();
      notifier.show('error', t('result.copyFailed'));
    }
  };

  return (
    <div className="link-copy">
      <label htmlFor={id} className="link-copy-label">
        {label}
      </label>
      <Space.Compact block>
        <Input
          id={id}
          value={link}
          readOnly
          size="large"
          onFocus={(event) => event.currentTarget.select()}
          ref={input}
          data-testid="link-url"
        />
        <Button
          size="large"
          type="primary"
          icon={isCopied ? <CheckOutlined /> : <CopyOutlined />}
          onClick={() => void handleCopy()}
        >
          {t('result.copy')}
        </Button>
      </Space.Compact>
    </div>
  );
}
