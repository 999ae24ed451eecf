/**
 * The columns a row of an import shows, in the dry run's report and in an applied batch's rows
 * (issue 23): its line in the file, the member (name and email), the result, and the details the
 * caller renders (why it is refused, which fields it changes).
 */
import type { MemberImportAction } from '@portal/shared';
import type { TableProps } from 'antd';
import type { ReactNode } from 'react';
import { TEXT } from '../constants';
import { ActionTag } from './ActionTag';
import styles from './member-import.module.css';

/** What both row shapes (dry run report, batch row) have. */
interface ImportRowBase {
  row: number;
  name: string;
  email: string;
  action: MemberImportAction;
}

/** Row, member, result and details columns; `details` renders the last cell. */
export function importRowColumns<T extends ImportRowBase>(details: (row: T) => ReactNode): TableProps<T>['columns'] {
  return [
    { key: 'row', title: TEXT.row, dataIndex: 'row', width: 64 },
    {
      key: 'member',
      title: TEXT.name,
      render: (_, r) => (
        <div className={styles.memberCell}>
          <div>{r.name || '—'}</div>
          <div className={styles.muted}>{r.email || '—'}</div>
        </div>
      ),
    },
    { key: 'action', title: TEXT.result, width: 110, render: (_, r) => <ActionTag action={r.action} /> },
    { key: 'details', title: TEXT.details, render: (_, r) => details(r) },
  ];
}
