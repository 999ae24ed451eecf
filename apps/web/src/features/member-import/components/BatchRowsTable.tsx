/** The rows of one applied import (issue 23): who was created, updated, left unchanged or refused. */
import type { MemberImportBatchRow } from '@portal/shared';
import { Alert, Table } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { useImportBatchRows } from '../api/member-import';
import { REPORT_PAGE_SIZE, TEXT } from '../constants';
import { importRowColumns } from './row-columns';
import styles from './member-import.module.css';

export function BatchRowsTable({ batchId }: { batchId: string }) {
  const [page, setPage] = useState(1);
  const rows = useImportBatchRows(batchId, { page, size: REPORT_PAGE_SIZE });
  if (rows.isError)
    return <Alert type="warning" showIcon title={TEXT.loadFailed} description={errorMessage(rows.error)} />;
  const columns = importRowColumns<MemberImportBatchRow>((r) => (
    <span className={styles.reasons}>{r.reasons.join('; ')}</span>
  ));
  return (
    <Table<MemberImportBatchRow>
      rowKey="row"
      size="small"
      aria-label={TEXT.membersOfImport}
      loading={rows.isPending || (rows.isFetching && rows.isPlaceholderData)}
      columns={columns}
      dataSource={rows.data?.items ?? []}
      scroll={{ x: 520 }}
      pagination={{
        current: page,
        pageSize: REPORT_PAGE_SIZE,
        total: rows.data?.totalItems ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: setPage,
      }}
    />
  );
}
