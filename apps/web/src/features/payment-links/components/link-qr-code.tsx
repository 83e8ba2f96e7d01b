import { DownloadOutlined } from '@ant-design/icons';
import { Button, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type QrModule = typeof import('qrcode');

/** The QR library is fetched only by the screens that draw a code. */
async function loadQr(): Promise<QrModule> {
  const loaded = (await import('qrcode')) as QrModule & { default?: QrModule };
  return loaded.default ?? loaded;
}

const QR_OPTIONS = {
  errorCorrectionLevel: 'M',
  margin: 1,
  color: { dark: '#10162f', light: '#ffffff' },
} as const;

/** The link as a QR code (an SVG image, so it stays sharp on any screen) with a PNG download. */
export function LinkQrCode({ link, fileName }: { link: string; fileName: string }) {
  const { t } = useTranslation('links');
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    setSvg(null);
    loadQr()
      .then((qr) => qr.toString(link, { ...QR_OPTIONS, type: 'svg' }))
      .then((text) => {
        if (isCurrent) {
          setSvg(text);
        }
      })
      .catch(() => {
        if (isCurrent) {
          setFailed(true);
        }
      });
    return () => {
      isCurrent = false;
    };
  }, [link]);

  const handleDownload = async () => {
    const qr = await loadQr();
    const anchor = document.createElement('a');
    anchor.href = await qr.toDataURL(link, { ...QR_OPTIONS, width: 768 });
    anchor.download = fileName;
    anchor.click();
  };

  if (failed) {
    return <Typography.Text type="secondary">{t('result.qrFailed')}</Typography.Text>;
  }
  return (
    <div className="link-qr">
      {svg ? (
        <img
          className="link-qr-image"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={t('result.qrAlt')}
          width={184}
          height={184}
          data-testid="link-qr"
        />
      ) : (
        <Skeleton.Node active className="link-qr-image" />
      )}
      <Button icon={<DownloadOutlined />} onClick={() => void handleDownload()} disabled={!svg}>
        {t('result.downloadQr')}
      </Button>
    </div>
  );
}
