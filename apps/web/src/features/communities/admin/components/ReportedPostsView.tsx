/**
 * Reported posts (spec 02 §2, §4, §6 postDelete; §7 GET/DELETE admin/community/{cid}/post/report):
 * an accordion per post with its report count and reporters; Show post, Resolve (the reports are
 * resolved, the post stays), Resolve all in discussion, Approve (the post becomes an "Archived post",
 * ArchivedDueToReported), Deny (declines the reports), Edit (in place: title and content) and Close.
 */
import { PostStatus, type ReportedPost } from '@portal/shared';
import { Button, Collapse, Empty, List, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { RichText } from '../../../../components/RichText';
import { formatDateMedium } from '../../../../lib/format';
import { useAdminActions, useReportedPosts } from '../api/admin';
import { EditReportedPostModal } from './EditReportedPostModal';
import { toastError, toastSuccess } from '../../../../lib/feedback';
import { QueryStateBody } from '../../../../components/QueryStateBody';

const REASONS: Record<number, string> = {
  1: 'Inappropriate content',
  2: 'Privacy content',
  3: 'Shares posts in other groups',
  4: 'Remove post',
};

/** The reported posts of community `id`. */
export function ReportedPostsView({ id }: { id: number }) {
  const reported = useReportedPosts(id);
  const actions = useAdminActions(id);
  const [modal, holder] = Modal.useModal();
  const [editing, setEditing] = useState<ReportedPost['post'] | null>(null);
  const busy = actions.decideReports.isPending || actions.setPostStatus.isPending;

  const decide = (reportIds: number[], isResolved: boolean) =>
    actions.decideReports.mutate(
      { reportIds, isResolved },
      {
        onSuccess: () => toastSuccess(isResolved ? 'Reports resolved' : 'Reports declined'),
        onError: () => toastError('Failed to decline the report(s). Please try again later.'),
      },
    );
  const approve = (r: ReportedPost) =>
    modal.confirm({
      title: 'Archive this post?',
      content: 'The post is archived ("Archived post") and its reports are resolved.',
      okText: 'Approve',
      onOk: () =>
        actions.setPostStatus
          .mutateAsync({ postId: r.post.id, status: PostStatus.ArchivedDueToReported })
          .then(() => toastSuccess('Post archived'))
          .catch(() => toastError('Error approving report. Try again.')),
    });
  const close = (r: ReportedPost) =>
    modal.confirm({
      title: 'Close this post?',
      content: 'Members will no longer be able to comment or interact.',
      okText: 'Close',
      onOk: () =>
        actions.setPostStatus
          .mutateAsync({ postId: r.post.id, isFrozen: true })
          .then(() => toastSuccess('Successfully saved'))
          .catch(() => toastError('Error closed post. Try again.')),
    });

  const list = reported.data?.reportedPosts ?? [];
  return (
    <section aria-labelledby="reported-title">
      {holder}
      <EditReportedPostModal communityId={id} post={editing} onClose={() => setEditing(null)} />
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title id="reported-title" level={1} style={{ fontSize: 24, margin: 0 }}>
          Reported posts
        </Typography.Title>
        {list.length > 0 && (
          <Button
            disabled={busy}
            onClick={() =>
              modal.confirm({
                title: 'Resolve all reports in the discussion?',
                okText: 'Resolve all',
                onOk: () =>
                  actions.decideReports.mutateAsync({
                    reportIds: list.flatMap((r) => r.reports.map((x) => x.id)),
                    isResolved: true,
                  }),
              })
            }
          >
            Resolve all in discussion
          </Button>
        )}
      </Space>
      <QueryStateBody
        query={reported}
        loadFailed="Error fetching post. Try again."
        skeletonRows={6}
        isEmpty={() => list.length === 0}
        empty={<Empty description="No reports yet" />}
      >
        {() => (
          <Collapse
            items={list.map((r) => ({
              key: r.post.id,
              label: (
                <Space wrap>
                  <Typography.Text strong>{r.post.title}</Typography.Text>
                  <Tag color="red">
                    {r.reports.length} {r.reports.length === 1 ? 'report' : 'reports'}
                  </Tag>
                  {r.post.isFrozen && <Tag>Closed post</Tag>}
                </Space>
              ),
              children: (
                <Space direction="vertical" style={{ width: '100%' }}>
                  <List
                    size="small"
                    header={<Typography.Text strong>Reported by</Typography.Text>}
                    dataSource={r.reports}
                    renderItem={(x) => (
                      <List.Item>
                        <List.Item.Meta
                          title={`${x.firstName} ${x.lastName}`}
                          description={`${REASONS[x.type] ?? 'Report'} · ${x.reason} · ${formatDateMedium(x.createdAt)}`}
                        />
                      </List.Item>
                    )}
                  />
                  <Collapse
                    size="small"
                    items={[{ key: 'body', label: 'Show post', children: <RichText html={r.post.body} /> }]}
                  />
                  <Space wrap>
                    <Button
                      disabled={busy}
                      onClick={() =>
                        decide(
                          r.reports.map((x) => x.id),
                          true,
                        )
                      }
                    >
                      Resolve
                    </Button>
                    <Button type="primary" danger disabled={busy} onClick={() => approve(r)}>
                      Approve
                    </Button>
                    <Button
                      disabled={busy}
                      onClick={() =>
                        decide(
                          r.reports.map((x) => x.id),
                          false,
                        )
                      }
                    >
                      Deny
                    </Button>
                    <Button disabled={busy} onClick={() => setEditing(r.post)}>
                      Edit
                    </Button>
                    {!r.post.isFrozen && (
                      <Button disabled={busy} onClick={() => close(r)}>
                        Close
                      </Button>
                    )}
                  </Space>
                </Space>
              ),
            }))}
          />
        )}
      </QueryStateBody>
    </section>
  );
}
