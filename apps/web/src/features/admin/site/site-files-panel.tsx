import type { SiteFileKind, SiteFiles } from '@tahsilat/domain';
import { messages } from '@tahsilat/domain/messages';
import { Button, Popconfirm, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.js';
import { Panel } from '../../../components/panel.js';
import { notifier } from '../../../lib/notify.js';
import { useRemoveSiteFile, useSiteFiles, useUploadSiteFile } from './files-api.js';
import '../../../styles/admin-files.css';

/** The limits and types of the domain (admin-files.ts), repeated here so the page does not load zod. */
const KINDS: ReadonlyArray<{ kind: SiteFileKind; image: boolean }> = [
  { kind: 'logo', image: true },
  { kind: 'banner', image: true },
  { kind: 'privacy', image: false },
  { kind: 'salesAgreement', image: false },
];
const IMAGE_MAX_BYTES = 1024 * 1024;
const PDF_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_ACCEPT = 'image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg';
const PDF_ACCEPT = 'application/pdf,.pdf';

function FileRow({ kind, image, address }: { kind: SiteFileKind; image: boolean; address: string | null }) {
  const { t } = useTranslation('admin');
  const upload = useUploadSiteFile();
  const remove = useRemoveSiteFile();
  const label = t(`site.fields.${kind}`);
  const busy = upload.isPending || remove.isPending;

  // The size is checked here first to spare a long upload; the server checks size and content again.
  const handleFile = (file: File) => {
    if (file.size > (image ? IMAGE_MAX_BYTES : PDF_MAX_BYTES)) {
      notifier.show('error', image ? messages.siteImageTooLarge : messages.sitePdfTooLarge);
    } else {
      upload.mutate({ kind, file });
    }
    return false;
  };

  return (
    <li className="admin-file">
      <div className="admin-file-preview">
        {address && image ? (
          <img src={address} alt={t('site.files.preview', { name: label })} />
        ) : address ? (
          <a href={address} target="_blank" rel="noopener noreferrer">
            {t('site.files.open', { name: label })}
          </a>
        ) : (
          <span className="admin-muted">{t('site.files.none')}</span>
        )}
      </div>
      <div className="admin-file-text">
        <h3>{label}</h3>
        <p className="admin-muted">{t(image ? 'site.files.imageHint' : 'site.files.pdfHint')}</p>
        <div className="admin-row-actions">
          <Upload
            accept={image ? IMAGE_ACCEPT : PDF_ACCEPT}
            showUploadList={false}
            beforeUpload={handleFile}
            disabled={busy}
          >
            <Button
              loading={upload.isPending}
              aria-label={t(address ? 'site.files.replaceLabel' : 'site.files.uploadLabel', { name: label })}
            >
              {t(address ? 'site.files.replace' : 'site.files.upload')}
            </Button>
          </Upload>
          {address ? (
            <Popconfirm
              title={t('site.files.removeConfirm', { name: label })}
              okText={t('site.files.remove')}
              okButtonProps={{ danger: true }}
              cancelText={t('commissions.cancel')}
              onConfirm={() => remove.mutateAsync(kind)}
            >
              <Button
                danger
                loading={remove.isPending}
                aria-label={t('site.files.removeLabel', { name: label })}
              >
                {t('site.files.remove')}
              </Button>
            </Popconfirm>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** The logo, sign-in picture and agreement PDFs: each uploaded or removed on its own, effective at once. */
export function SiteFilesPanel() {
  const { t } = useTranslation('admin');
  const files = useSiteFiles();
  const data: SiteFiles | undefined = files.data;
  return (
    <Panel title={t('site.sections.files')} className="admin-files">
      {files.isError ? (
        <LoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void files.refetch()} />
      ) : data ? (
        <>
          <p className="admin-muted">{t('site.files.lead')}</p>
          <ul className="admin-file-list">
            {KINDS.map(({ kind, image }) => (
              <FileRow key={kind} kind={kind} image={image} address={data[kind]} />
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  );
}
