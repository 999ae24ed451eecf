/**
 * The attachment preview modal (spec 03 §2 Attachments: image, audio, video and PDF files preview
 * in a modal; PDF previews have paging). The file is fetched with the bearer token and shown via
 * an object URL.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { errorMessage } from '../../../lib/errors';
import { useAssetBlob } from '../../../lib/content-files';
import { previewKind } from '../api/assets';
import type { ContentAsset } from '../api/types';
import { DETAILS_TEXT } from '../constants';
import { useObjectUrl } from '../../../lib/hooks/useObjectUrl';

const PdfViewer = lazy(() => import('./PdfViewer'));
const spinner = <Spin style={{ display: 'block', margin: '48px auto' }} />;

export interface PreviewModalProps {
  asset: ContentAsset | null;
  onClose: () => void;
  onDownload: (asset: ContentAsset) => void;
}

/** Modal showing `asset` (or nothing when null). */
export function PreviewModal({ asset, onClose, onDownload }: PreviewModalProps) {
  const kind = previewKind(asset?.type);
  const { data, isPending, isError, error } = useAssetBlob(asset && kind ? asset.id : null);
  const url = useObjectUrl(data);
  let body: React.ReactNode = spinner;
  if (isError) body = <Alert type="error" showIcon title={errorMessage(error)} />;
  else if (url && data && !isPending) {
    if (kind === 'image')
      body = <img src={url} alt={asset?.name ?? ''} style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }} />;
    if (kind === 'audio')
      body = (
        <audio src={url} controls style={{ width: '100%' }} aria-label={asset?.name}>
          <track kind="captions" />
        </audio>
      );
    if (kind === 'video')
      body = (
        <video src={url} controls style={{ width: '100%', maxHeight: '70vh' }} aria-label={asset?.name}>
          <track kind="captions" />
        </video>
      );
    if (kind === 'pdf')
      body = (
        <Suspense fallback={spinner}>
          <PdfViewer blob={data} />
        </Suspense>
      );
  }
  return (
    <Modal
      open={!!asset}
      onCancel={onClose}
      title={asset?.filenameDownload || asset?.name}
      width={kind === 'pdf' ? 820 : 720}
      destroyOnHidden
      footer={
        asset && (
          <Button icon={<DownloadOutlined />} onClick={() => onDownload(asset)}>
            {DETAILS_TEXT.download}
          </Button>
        )
      }
    >
      {body}
    </Modal>
  );
}
