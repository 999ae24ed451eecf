/**
 * The dry run's report (issue 23): counts per result and the rows, filtered by result, 10 a page,
 * each with why it is refused or which fields it changes.
 */
import type { MemberImportAction, MemberImportDryRun, MemberImportRowReport } from '@portal/shared';
import { Segmented } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { useState } from 'react';
import { ACTION_LABELS, REPORT_PAGE_SIZE, TEXT } from '../constants';
import { importRowColumns } from './row-columns';
import styles from './member-import.module.css';

type Filter = MemberImportAction | 'all';

export function DryRunReport({ report }: { report: MemberImportDryRun }) {
  const [filter, setFilter] = useState<Filter>(report.counts.refuse > 0 ? 'refuse' : 'all');
  const [page, setPage] = useState(1);
  const rows = filter === 'all' ? report.rows : report.rows.filter((r) => r.action === filter);
  const actions: MemberImportAction[] = ['create', 'update', 'unchanged', 'refuse'];
  const columns = importRowColumns<MemberImportRowReport>((r) =>
    r.reasons.length > 0 ? (
      <span className={styles.reasons}>{r.reasons.join('; ')}</span>
    ) : r.changes.length > 0 ? (
      r.changes.join(', ')
    ) : null,
  );
  return (
    <div>
      <Segmented<Filter>
        className={styles.filter}
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
        options={[
          { value: 'all', label: `${TEXT.all} ${report.counts.total}` },
          ...actions.map((a) => ({ value: a, label: `${ACTION_LABELS[a]} ${report.counts[a]}` })),
        ]}
      />
      <ResponsiveTable<MemberImportRowReport>
        rowKey="row"
        size="small"
        columns={columns}
        dataSource={rows}
        scroll={{ x: 560 }}
        pagination={{
          current: page,
          pageSize: REPORT_PAGE_SIZE,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
      />
    </div>
  );
}
