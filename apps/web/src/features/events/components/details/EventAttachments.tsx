/**
 * Attachments of an event (spec 03 §2 Event details: "only when the attachments feature is on.
 * Attachments come in two kinds, docs and links"; §7 GET /api/event/{id}/{docs|links}; empty
 * 'No attachments yet'). Documents download with the session's bearer; links open in a new tab.
 */
import { FileOutlined, LinkOutlined } from '@ant-design/icons';
import { normalizeWebAddress } from '@portal/shared';
import { Button, Card, Empty, Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { type ListQuery, QueryStateBody } from '../../../../components/QueryStateBody';
import { saveBlob } from '../../../../lib/download';
import { reportFailure } from '../../../../lib/feedback';
import { formatFileSize } from '../../../../lib/format';
import { fetchBlob, useEventAttachments } from '../../api/events';
import { DETAILS_TEXT, EVENTS_TEXT } from '../../constants';
import styles from './details.module.css';

/** One tab's list states: skeleton, failure with retry, 'No attachments yet', or the list. */
function AttachmentsState<T>({ query, children }: { query: ListQuery<T[]>; children: (data: T[]) => ReactNode }) {
  return (
    <QueryStateBody
      query={query}
      skeletonRows={2}
      isEmpty={(data) => data.length === 0}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EVENTS_TEXT.noAttachments} />}
    >
      {children}
    </QueryStateBody>
  );
}

function Docs({ eventId }: { eventId: number }) {
  const docs = useEventAttachments(eventId, 'docs', true);
  const [busy, setBusy] = useState<number | null>(null);
  async function download(id: number, url: string, name: string) {
    setBusy(id);
    try {
      saveBlob(await fetchBlob(url, { download: 'true' }), name);
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(null);
    }
  }
  return (
    <AttachmentsState query={docs}>
      {(data) => (
        <ul className={styles.attachmentList}>
          {data.map((doc) => (
            <li key={doc.id}>
              <Button
                type="link"
                icon={<FileOutlined />}
                loading={busy === doc.id}
                onClick={() => download(doc.id, doc.url, doc.name)}
                style={{ paddingInline: 0 }}
              >
                {doc.name}
              </Button>{' '}
              <span className={styles.ticketMeta}>{formatFileSize(doc.size)}</span>
            </li>
          ))}
        </ul>
      )}
    </AttachmentsState>
  );
}

function Links({ eventId }: { eventId: number }) {
  const links = useEventAttachments(eventId, 'links', true);
  return (
    <AttachmentsState query={links}>
      {(data) => (
        <ul className={styles.attachmentList}>
          {data.map((link) => (
            <li key={link.id}>
              <a href={normalizeWebAddress(link.url)} target="_blank" rel="noopener noreferrer">
                <LinkOutlined /> {link.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </AttachmentsState>
  );
}

/** The attachments card with its two tabs. */
export function EventAttachments({ eventId }: { eventId: number }) {
  return (
    <Card variant="borderless" className={styles.card} title={DETAILS_TEXT.attachments}>
      <Tabs
        size="small"
        destroyOnHidden
        items={[
          { key: 'docs', label: DETAILS_TEXT.docs, children: <Docs eventId={eventId} /> },
          { key: 'links', label: DETAILS_TEXT.links, children: <Links eventId={eventId} /> },
        ]}
      />
    </Card>
  );
}
