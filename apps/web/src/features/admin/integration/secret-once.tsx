import { Alert, Button, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** A secret the server shows once (a key, a webhook's signing secret): copy it now, it is never shown again. */
export function SecretOnce({
  title,
  secret,
  onClose,
}: {
  title: string;
  secret: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      open={secret !== null}
      title={title}
      onCancel={onClose}
      // Unmounted once closed: the secret leaves the page, not only the screen.
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('integration.copied')}
        </Button>
      }
    >
      <Alert type="warning" showIcon className="admin-note" title={t('integration.shownOnce')} />
      <Input.TextArea
        readOnly
        value={secret ?? ''}
        rows={2}
        aria-label={title}
        className="integration-secret"
        onFocus={(event) => event.target.select()}
      />
      <Button className="integration-copy" onClick={() => void navigator.clipboard?.writeText(secret ?? '')}>
        {t('integration.copy')}
      </Button>
    </Modal>
  );
}
