/**
 * Attachments of a news or resource item (spec 03 §2 Attachments): the 'Attachments' heading,
 * 'Download all' (one zip) when there is more than one file, previews in a modal for image,
 * audio, video and PDF, downloads for other files, and on resources a per-file menu with Preview
 * (if viewable) and Download. Each download is tracked as downloadAsset (spec 03 §7).
 */
import {
  DownloadOutlined,
  EyeOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  MoreOutlined,
  PlayCircleOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { toastError } from '../../../lib/feedback';
import { formatFileSize } from '../../../lib/format';
import { downloadAllAssets, downloadAsset, type PreviewKind, previewKind } from '../api/assets';
import type { ContentAsset } from '../api/types';
import { type ContentKind, DETAILS_TEXT } from '../constants';
import { PreviewModal } from './PreviewModal';
import styles from './content.module.css';

const ICONS: Record<PreviewKind, React.ReactNode> = {
  image: <FileImageOutlined />,
  audio: <SoundOutlined />,
  video: <PlayCircleOutlined />,
  pdf: <FilePdfOutlined />,
};

/** The attachments section; nothing when the item has no files. */
export function Attachments({
  kind,
  assets,
  itemName,
}: {
  kind: ContentKind;
  assets: ContentAsset[];
  itemName: string;
}) {
  const [previewing, setPreviewing] = useState<ContentAsset | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (assets.length === 0) return null;

  async function run(key: string, action: () => Promise<void>) {
    setBusy(key);
    try {
      await action();
    } catch (error) {
      toastError(`${DETAILS_TEXT.downloadError} ${errorMessage(error)}`);
    } finally {
      setBusy(null);
    }
  }
  const handleDownload = (asset: ContentAsset) => run(asset.id, () => downloadAsset(asset));
  const handleOpen = (asset: ContentAsset) =>
    previewKind(asset.type) ? setPreviewing(asset) : void handleDownload(asset);

  return (
    <section aria-labelledby="attachments-heading" style={{ marginTop: 32 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
        <Typography.Title level={4} id="attachments-heading" style={{ margin: 0 }}>
          {DETAILS_TEXT.attachments}
        </Typography.Title>
        {assets.length > 1 && (
          <Button
            className={styles.noPrint}
            icon={<DownloadOutlined />}
            loading={busy === 'all'}
            onClick={() => run('all', () => downloadAllAssets(assets, itemName))}
          >
            {DETAILS_TEXT.downloadAll}
          </Button>
        )}
      </div>
      <ul style={{ listStyle: 'none', padding: 0, margin: '12px 0 0' }}>
        {assets.map((asset) => {
          const viewable = previewKind(asset.type);
          const name = asset.filenameDownload || asset.name;
          return (
            <li key={asset.id} className={styles.attachment}>
              <span style={{ fontSize: 20, color: 'var(--brand-text)' }}>
                {viewable ? ICONS[viewable] : <FileOutlined />}
              </span>
              <Button
                type="link"
                className={styles.attachmentName}
                style={{ padding: 0, textAlign: 'left' }}
                onClick={() => handleOpen(asset)}
              >
                {name}
              </Button>
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                {formatFileSize(asset.filesize)}
              </Typography.Text>
              {kind === 'resources' ? (
                <Dropdown
                  trigger={['click']}
                  autoFocus
                  menu={{
                    items: [
                      ...(viewable ? [{ key: 'preview', icon: <EyeOutlined />, label: DETAILS_TEXT.preview }] : []),
                      { key: 'download', icon: <DownloadOutlined />, label: DETAILS_TEXT.download },
                    ],
                    onClick: ({ key }) => (key === 'preview' ? setPreviewing(asset) : void handleDownload(asset)),
                  }}
                >
                  <Button
                    className={styles.noPrint}
                    icon={<MoreOutlined />}
                    aria-label={`Actions for ${name}`}
                    loading={busy === asset.id}
                  />
                </Dropdown>
              ) : (
                <Button
                  className={styles.noPrint}
                  icon={viewable ? <EyeOutlined /> : <DownloadOutlined />}
                  aria-label={`${viewable ? DETAILS_TEXT.preview : DETAILS_TEXT.download} ${name}`}
                  loading={busy === asset.id}
                  onClick={() => handleOpen(asset)}
                />
              )}
            </li>
          );
        })}
      </ul>
      <PreviewModal
        asset={previewing}
        onClose={() => setPreviewing(null)}
        onDownload={(asset) => void handleDownload(asset)}
      />
    </section>
  );
}
