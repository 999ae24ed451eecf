/**
 * The organisation's logo under /admin/settings (issue 30 "tenant settings for ... logo"; Admin only,
 * like the organisation details): a preview of the uploaded logo (else a note that documents and
 * mails use the built-in one), "Upload logo" (a PNG or JPEG of at most 2 MB, checked here and on the
 * server, which also refuses one under 64 px high) and "Remove logo" after a confirm. A refused file
 * shows the server's message under the buttons until the next try.
 */
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { SUPPLIER_LOGO_LIMITS, SUPPLIER_LOGO_MESSAGES as M } from '@portal/shared';
import { Alert, Button, Card, Modal, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { QueryStateBody } from '../../../components/QueryStateBody';
import { errorMessage } from '../../../lib/errors';
import { reportFailure, toastSuccess } from '../../../lib/feedback';
import { useRemoveSupplierLogo, useSupplierDetails, useUploadSupplierLogo } from '../api/server-values';

const ACCEPT = 'image/png,image/jpeg';

/** Why a chosen file is not sent (wrong type or over 2 MB), or null when it may go to the server. */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return M.notAllowed;
  if (file.size > SUPPLIER_LOGO_LIMITS.maxBytes) return M.tooLarge;
  return null;
}

function LogoSettings({ logoUrl }: { logoUrl: string | null }) {
  const upload = useUploadSupplierLogo();
  const remove = useRemoveSupplierLogo();
  const [problem, setProblem] = useState<string | null>(null);
  const [modal, holder] = Modal.useModal();

  async function handleFile(file: File) {
    const local = logoFileProblem(file);
    setProblem(local);
    if (local) return;
    try {
      await upload.mutateAsync(file);
      toastSuccess('Logo uploaded');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  const confirmRemove = () =>
    modal.confirm({
      title: 'Remove the logo?',
      content: 'Invoices, receipts, tickets, certificates and mails go back to the built-in logo.',
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.mutateAsync();
          setProblem(null);
          toastSuccess('Logo removed');
        } catch (error) {
          reportFailure(error);
        }
      },
    });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Printed on invoices, receipts, tickets and certificates and shown at the top of mails. A PNG or JPEG of at most
        2 MB and at least {SUPPLIER_LOGO_LIMITS.minHeightPx} pixels high; it is kept at most{' '}
        {SUPPLIER_LOGO_LIMITS.maxWidthPx} × {SUPPLIER_LOGO_LIMITS.maxHeightPx} pixels.
      </Typography.Paragraph>
      {logoUrl ? (
        <img
          src={logoUrl}
          alt="Organisation logo"
          style={{ maxWidth: 300, maxHeight: 100, objectFit: 'contain', border: '1px solid #f0f0f0', padding: 8 }}
        />
      ) : (
        <Typography.Text>Documents and mails use the built-in logo.</Typography.Text>
      )}
      <Space wrap>
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void handleFile(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            {logoUrl ? 'Replace logo' : 'Upload logo'}
          </Button>
        </Upload>
        {logoUrl && (
          <Button danger icon={<DeleteOutlined />} onClick={confirmRemove} loading={remove.isPending}>
            Remove logo
          </Button>
        )}
      </Space>
      {problem && <Alert type="error" showIcon title={problem} />}
    </Space>
  );
}

/** The organisation logo card (loading, failure with retry, then the preview and its buttons). */
export function SupplierLogoCard() {
  const details = useSupplierDetails();
  return (
    <Card title="Organisation logo" style={{ marginTop: 24 }}>
      <QueryStateBody query={details} loadFailed="Failed to load the organisation logo. Try again." skeletonRows={2}>
        {(data) => <LogoSettings logoUrl={data.logoUrl ?? null} />}
      </QueryStateBody>
    </Card>
  );
}
