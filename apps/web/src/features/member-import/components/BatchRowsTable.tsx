/**
 * The rows of one applied import (issue 23): who was created, updated, left unchanged or refused;
 * loading, failure with retry and the table through QueryStateBody.
 */
import type { MemberImportBatchRow } from '@portal/shared';
import { useState } from 'react';
import { QueryStateBody } from '../../../components/QueryStateBody';
import { useImportBatchRows } from '../api/member-import';
import { REPORT_PAGE_SIZE, TEXT } from '../constants';
import { importRowColumns } from './row-columns';
import styles from './member-import.module.css';
import { ResponsiveTable } from '../../../components/ResponsiveTable';

export function BatchRowsTable({ batchId }: { batchId: string }) {
  const [page, setPage] = useState(1);
  const rows = useImportBatchRows(batchId, { page, size: REPORT_PAGE_SIZE });
  const columns = importRowColumns<MemberImportBatchRow>((r) => (
    <span className={styles.reasons}>{r.reasons.join('; ')}</span>
  ));
  return (
    <QueryStateBody query={rows} loadFailed={TEXT.loadFailed} retry={TEXT.retry} skeletonRows={3}>
      {(data) => (
        <ResponsiveTable<MemberImportBatchRow>
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
