/**
 * /admin/enquiries/{id} (issue 30): one contact-us enquiry — who sent it, when, the message — and
 * its attachments, each downloaded with the session under its own name (the link the enquiry mail
 * carries opens this page).
 */
import { DownloadOutlined, LeftOutlined } from '@ant-design/icons';
import type { EnquiryAttachment } from '@portal/shared';
import { Button, Card, Descriptions, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { QueryStateBody } from '../../../components/QueryStateBody';
import { reportFailure } from '../../../lib/feedback';
import { formatDate, formatFileSize } from '../../../lib/format';
import { downloadAttachment, useEnquiry } from '../api/enquiries';
import { ENQUIRIES_ADMIN_BASE, ENQUIRY_TEXT } from '../constants';

function AttachmentRow({ file }: { file: EnquiryAttachment }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadAttachment(file);
    } catch (e) {
      reportFailure(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <List.Item
      actions={[
        <Button
          key="download"
          icon={<DownloadOutlined />}
          loading={busy}
          onClick={download}
          aria-label={`Download ${file.filename}`}
        >
          Download
        </Button>,
      ]}
    >
      <List.Item.Meta title={file.filename} description={`${file.mimeType} · ${formatFileSize(file.size)}`} />
    </List.Item>
  );
}

export function EnquiryDetailView({ id }: { id: string }) {
  const enquiry = useEnquiry(id);
  return (
    <PageContainer
      title={ENQUIRY_TEXT.one}
      extra={
        <Link to={ENQUIRIES_ADMIN_BASE}>
          <LeftOutlined /> {ENQUIRY_TEXT.back}
        </Link>
      }
    >
      <QueryStateBody query={enquiry} loadFailed={ENQUIRY_TEXT.loadOneFailed}>
        {(e) => (
          <>
            <Card variant="borderless" style={{ marginBottom: 16 }}>
              <Descriptions column={1} size="small">
                <Descriptions.Item label="Received">{`${formatDate(e.createdAt)} ${dayjs(e.createdAt).format('h:mm a')}`}</Descriptions.Item>
                <Descriptions.Item label="Name">{e.name ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="Email">
                  <a href={`mailto:${e.email}`}>{e.email}</a>
                </Descriptions.Item>
                <Descriptions.Item label="Mobile">{e.mobile ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="Member number">{e.memberNumber ?? '-'}</Descriptions.Item>
              </Descriptions>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 12 }}>
                {e.comments}
              </Typography.Paragraph>
            </Card>
            <Card variant="borderless" title={`${ENQUIRY_TEXT.attachments} (${e.attachments.length})`}>
              {e.attachments.length ? (
                <List dataSource={e.attachments} renderItem={(f) => <AttachmentRow file={f} />} />
              ) : (
                <Typography.Text type="secondary">{ENQUIRY_TEXT.noAttachments}</Typography.Text>
              )}
            </Card>
          </>
        )}
      </QueryStateBody>
    </PageContainer>
  );
}
