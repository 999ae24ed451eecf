/**
 * One CPD record (spec 03 §3 CPD record; §6: Edit only with an edit URL, Open or Download
 * certificate only for a record related to an event): details, reflection (editable on any own
 * record), evidence downloads, delete for outside records.
 */
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  FilePdfOutlined,
  LoadingOutlined,
  PaperClipOutlined,
} from '@ant-design/icons';
import type { CpdRecord } from '@portal/shared';
import { Button, Card, Input, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatFileSize } from '../../../lib/format';
import { downloadCpdFile, openCpdPdf, useDeleteCpdRecord, useSaveReflection } from '../api/cpd';
import { CPD_TEXT } from '../constants';
import { formatCpdDate, formatHours } from '../utils/cpd-format';
import styles from './cpd.module.css';

/** A record card. */
export function RecordCard({ record: r }: { record: CpdRecord }) {
  const navigate = useNavigate();
  const remove = useDeleteCpdRecord();
  const saveReflection = useSaveReflection();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(r.reflection ?? '');
  const titleId = `cpd-record-${r.cpdId}`;
  return (
    <Card role="region" aria-labelledby={titleId} data-testid="cpd-record">
      <div className={styles.recordHead}>
        <h2 id={titleId} className={styles.recordTitle}>
          {r.title}
        </h2>
        <div className={styles.actions}>
          {r.editUrl && (
            <Button icon={<EditOutlined />} onClick={() => navigate(r.editUrl as string)}>
              {CPD_TEXT.edit}
            </Button>
          )}
          {r.relatedEventId != null && (
            <>
              <Button icon={<FilePdfOutlined />} onClick={() => openCpdPdf(`/api/cpd/${r.cpdId}/printview`)}>
                {CPD_TEXT.openCertificate}
              </Button>
              <Button
                icon={<DownloadOutlined />}
                onClick={() => downloadCpdFile(`/api/cpd/${r.cpdId}/download`, `Certificate - ${r.title}.pdf`)}
              >
                {CPD_TEXT.downloadCertificate}
              </Button>
            </>
          )}
          {r.editUrl && (
            <Popconfirm title={CPD_TEXT.deleteConfirm} onConfirm={() => remove.mutate(r.cpdId)}>
              <Button
                danger
                icon={remove.isPending ? <LoadingOutlined /> : <DeleteOutlined />}
                disabled={remove.isPending}
              >
                {CPD_TEXT.delete}
              </Button>
            </Popconfirm>
          )}
        </div>
      </div>
      <div className={styles.meta}>
        <span>{formatCpdDate(r.completedDate)}</span>
        <span>{formatHours(r.hours)} hrs</span>
        <span>{r.categoryName}</span>
        {r.domain && <span>{r.domain}</span>}
        {r.presenter && <span>{r.presenter}</span>}
        {r.interactive && <Tag color="blue">{CPD_TEXT.interactiveTag}</Tag>}
        {r.relatedEventId != null && (
          <Tag>
            <Link to={`/events/${r.relatedEventId}`}>{CPD_TEXT.fromEvent}</Link>
          </Tag>
        )}
      </div>
      {editing ? (
        <div className={styles.stack}>
          <Input.TextArea
            aria-label={CPD_TEXT.reflection}
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoSize={{ minRows: 2, maxRows: 8 }}
            maxLength={4000}
          />
          <div className={styles.actions}>
            <Button
              type="primary"
              disabled={saveReflection.isPending}
              icon={saveReflection.isPending ? <LoadingOutlined /> : undefined}
              onClick={() =>
                saveReflection.mutate({ id: r.cpdId, reflection: text }, { onSuccess: () => setEditing(false) })
              }
            >
              {CPD_TEXT.saveReflection}
            </Button>
            <Button onClick={() => setEditing(false)}>{CPD_TEXT.cancel}</Button>
          </div>
        </div>
      ) : (
        <p style={{ margin: 0 }}>
          <strong>{CPD_TEXT.reflection}: </strong>
          {r.reflection ?? <span className={styles.muted}>{CPD_TEXT.noReflection}</span>}{' '}
          {!r.editUrl && (
            <Button
              type="link"
              size="small"
              onClick={() => {
                setText(r.reflection ?? '');
                setEditing(true);
              }}
            >
              {r.reflection ? CPD_TEXT.editReflection : CPD_TEXT.addReflection}
            </Button>
          )}
        </p>
      )}
      {r.attachments.length > 0 && (
        <ul aria-label={CPD_TEXT.evidence} style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
          {r.attachments.map((a) => (
            <li key={a.id}>
              <Button
                type="link"
                icon={<PaperClipOutlined />}
                onClick={() => downloadCpdFile(`/api/user/cpd/attachment/${a.id}/download`, a.name)}
                // A long file name wraps inside the card (issue 32: it widened a phone's page by 150 px).
                style={{ paddingInline: 0, height: 'auto', maxWidth: '100%', whiteSpace: 'normal', textAlign: 'start' }}
              >
                <span style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {a.name} ({formatFileSize(a.size)})
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
