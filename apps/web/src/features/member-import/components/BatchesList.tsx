/**
 * Past imports (issue 23): when, which file, who, the counts, and undo (one click and a
 * confirmation) while it is possible; otherwise why not. Each row opens its members.
 */
import type { MemberImportBatch } from '@portal/shared';
import { Button, Empty, Popconfirm, type TableProps, Tag, Tooltip } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { useState } from 'react';
import { reportFailure, toastSuccess } from '../../../lib/feedback';
import { QueryStateBody } from '../../../components/QueryStateBody';
import { formatDateLong } from '../../../lib/format';
import { useIsDesktop } from '../../../lib/hooks/useMediaQuery';
import { useImportBatches, useUndoImport } from '../api/member-import';
import { TEXT } from '../constants';
import { BatchRowsTable } from './BatchRowsTable';
import styles from './member-import.module.css';

const PAGE_SIZE = 10;

/** The undo button of a batch (or its state), with the confirmation. */
export function UndoButton({
  batch,
  onUndone,
}: {
  batch: MemberImportBatch;
  onUndone?: (batch: MemberImportBatch) => void;
}) {
  const undo = useUndoImport();
  if (batch.undoneAt) return <Tag>{TEXT.undone}</Tag>;
  if (!batch.canUndo)
    return (
      <Tooltip title={batch.undoBlockedReason}>
        <Button size="small" disabled>
          {TEXT.undo}
        </Button>
      </Tooltip>
    );
  return (
    <Popconfirm
      title={TEXT.undoConfirm}
      description={TEXT.undoConfirmText(batch.counts)}
      okText={TEXT.undo}
      okButtonProps={{ danger: true, loading: undo.isPending }}
      onConfirm={() =>
        undo
          .mutateAsync(batch.id)
          .then((undone) => {
            onUndone?.(undone);
            toastSuccess(TEXT.undoDone);
          })
          .catch((err: unknown) => reportFailure(err))
      }
    >
      <Button size="small" danger aria-label={`${TEXT.undo} ${batch.filename}`}>
        {TEXT.undo}
      </Button>
    </Popconfirm>
  );
}

function counts(b: MemberImportBatch) {
  return `${b.counts.create} created · ${b.counts.update} updated · ${b.counts.refuse} refused`;
}

export function BatchesList() {
  const [page, setPage] = useState(1);
  const list = useImportBatches({ page, size: PAGE_SIZE });
  const isDesktop = useIsDesktop();
  const columns: TableProps<MemberImportBatch>['columns'] = [
    {
      key: 'file',
      title: TEXT.file,
      render: (_, b) => (
        <div className={styles.memberCell}>
          <div className={styles.fileName}>{b.filename}</div>
          <div className={styles.muted}>
            {formatDateLong(b.createdAt)} · {b.actorEmail}
          </div>
          {!isDesktop && <div className={styles.muted}>{counts(b)}</div>}
        </div>
      ),
    },
    ...(isDesktop
      ? [{ key: 'result', title: TEXT.result, render: (_: unknown, b: MemberImportBatch) => counts(b) }]
      : []),
    { key: 'status', title: TEXT.status, width: 110, render: (_, b) => <UndoButton batch={b} /> },
  ];
  return (
    <QueryStateBody
      query={list}
      loadFailed={TEXT.loadFailed}
      retry={TEXT.retry}
      skeletonRows={4}
      isEmpty={(d) => d.items.length === 0}
      empty={<Empty className={styles.empty} description={TEXT.pastEmpty} />}
    >
      {(data) => (
        <ResponsiveTable<MemberImportBatch>
          rowKey="id"
          columns={columns}
          dataSource={data.items}
          expandable={{ expandedRowRender: (b) => <BatchRowsTable batchId={b.id} /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data.totalItems,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      )}
    </QueryStateBody>
  );
}
