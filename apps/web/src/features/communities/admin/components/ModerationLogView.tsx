/** The moderation log of a community (issue 19): who did what, when and why; administrators only. */
import type { ModerationLogEntry } from '@portal/shared';
import { Empty, Typography } from 'antd';
import { ResponsiveTable } from '../../../../components/ResponsiveTable';
import { useState } from 'react';
import { formatDateMedium } from '../../../../lib/format';
import { useModerationLog } from '../api/admin';
import { QueryStateBody } from '../../../../components/QueryStateBody';

const ACTION_LABEL: Record<string, string> = {
  'post.approve': 'Approved a post',
  'post.decline': 'Declined a post',
  'post.publish': 'Published a post',
  'post.restore': 'Restored a post',
  'post.archiveReported': 'Archived a reported post',
  'post.delete': 'Deleted a post',
  'post.close': 'Closed a post',
  'post.open': 'Opened a post',
  'report.resolve': 'Resolved reports',
  'report.decline': 'Declined reports',
  'comment.delete': 'Deleted a reported comment',
  'member.role': 'Changed a member’s role',
  'member.approve': 'Approved a member',
  'member.remove': 'Removed a member',
  'member.return': 'Returned a member',
  'member.add': 'Added a member',
  'member.block': 'Blacklisted a user',
  'member.unblock': 'Removed a user from the blacklist',
  'member.blockReason': 'Changed a blacklist reason',
};

/** The log page of community `id`. */
export function ModerationLogView({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const log = useModerationLog(id, page);
  return (
    <section aria-labelledby="log-title">
      <Typography.Title id="log-title" level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Moderation log
      </Typography.Title>
      <QueryStateBody
        query={log}
        skeletonRows={6}
        isEmpty={(d) => d.entries.length === 0}
        empty={<Empty description="No data" />}
      >
        {(data) => (
          <ResponsiveTable
            rowKey="id"
            dataSource={data.entries}
            scroll={{ x: 720 }}
            pagination={{
              current: page,
              pageSize: 50,
              total: data.totalItemCount,
              onChange: setPage,
              showSizeChanger: false,
            }}
            columns={[
              {
                title: 'When',
                key: 'when',
                render: (_: unknown, e: ModerationLogEntry) => formatDateMedium(e.createdAt),
              },
              {
                title: 'Who',
                key: 'who',
                render: (_: unknown, e: ModerationLogEntry) => `${e.actor.firstName} ${e.actor.lastName}`,
              },
              {
                title: 'What',
                key: 'what',
                render: (_: unknown, e: ModerationLogEntry) => ACTION_LABEL[e.action] ?? e.action,
              },
              {
                title: 'About',
                key: 'about',
                render: (_: unknown, e: ModerationLogEntry) =>
                  e.memberName ??
                  (e.commentId ? `Comment ${e.commentId} on post ${e.postId}` : e.postId ? `Post ${e.postId}` : ''),
              },
              { title: 'Reason', dataIndex: 'reason', key: 'reason' },
            ]}
          />
        )}
      </QueryStateBody>
    </section>
  );
}
