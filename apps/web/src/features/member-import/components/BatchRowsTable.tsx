/**
 * The rows of one applied import (issue 23): who was created, updated, left unchanged or refused;
 * loading, failure with retry and the table through QueryStateBody.
 */
import type { MemberImportBatchRow } from '@portal/shared';
import { Table } from 'antd';
import { useState } from 'react';
import { QueryStateBody } from '../../../components/QueryStateBody';
import { useImportBatchRows } from '../api/member-import';
import { REPORT_PAGE_SIZE, TEXT } from '../constants';
import { importRowColumns } from './row-columns';
import styles from './member-import.module.css';

export function BatchRowsTable({ batchId }: { batchId: string }) {
  const [page, setPage] = useState(1);
  const rows = useImportBatchRows(batchId, { page, size: REPORT_PAGE_SIZE });
  const columns = importRowColumns<MemberImportBatchRow>((r) => (
    <span className={styles.reasons}>{r.reasons.join('; ')}</span>
  ));
  return (
    <QueryStateBody query={rows} loadFailed={TEXT.loadFailed} retry={TEXT.retry} skeletonRows={3}>
      {(data) => (
        <Table<MemberImportBatchRow>
          rowKey="row"
          size="small"
          aria-label={TEXT.membersOfImport}
          loading={rows.isFetching && rows.isPlaceholderData}
          columns={columns}
          dataSource={data.items}
          scroll={{ x: 520 }}
          pagination={{
            current: page,
            pageSize: REPORT_PAGE_SIZE,
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
