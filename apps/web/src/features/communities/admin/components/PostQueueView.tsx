/**
 * All posts, Posts pending approval and Archived posts (spec 02 §2, §4 Post, §7 GET
 * admin/community/{id}/post, set-status): a table or a feed (toggle) with the status filter (All posts), Approve and
 * Decline (pending), View and Publish (archived), and Open/Close after confirmation.
 */
import { PostStatus, type Post } from '@portal/shared';
import { Button, Card, Empty, List, Modal, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import { RichText } from '../../../../components/RichText';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateMedium } from '../../../../lib/format';
import { useAdminActions, useAdminCommunity, useAdminPosts } from '../api/admin';
import { memberCommunityPath } from '../paths';
import { reportFailure, toastError, toastSuccess } from '../../../../lib/feedback';
import { QueryStateBody } from '../../../../components/QueryStateBody';

export type PostQueueKind = 'all' | 'pending' | 'archived';

const STATUS_LABEL: Record<number, string> = {
  [PostStatus.Default]: 'Published',
  [PostStatus.Published]: 'Published',
  [PostStatus.WaitForApproval]: 'Pending approval',
  [PostStatus.Deleted]: 'Deleted',
  [PostStatus.ArchivedDueToReported]: 'Archived post',
  [PostStatus.Archived]: 'Archived',
};

const TITLES: Record<PostQueueKind, string> = {
  all: 'All posts',
  pending: 'Posts pending approval',
  archived: 'Archived posts',
};

/** One of the three post lists of community `id`. */
export function PostQueueView({ id, kind }: { id: number; kind: PostQueueKind }) {
  const [filter, setFilter] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [view, setView] = useState<'table' | 'feed'>('table');
  const status = kind === 'pending' ? PostStatus.WaitForApproval : kind === 'archived' ? PostStatus.Archived : filter;
  const posts = useAdminPosts(id, status, page);
  const details = useAdminCommunity(id);
  const actions = useAdminActions(id);
  const [modal, holder] = Modal.useModal();
  const alias = details.data?.community.alias ?? '';

  const change = (post: Post, body: { status?: number; isFrozen?: boolean }, done: string) =>
    actions.setPostStatus.mutate(
      { postId: post.id, ...body },
      { onSuccess: () => toastSuccess(done), onError: (e) => reportFailure(e) },
    );
  const confirmFrozen = (post: Post) =>
    modal.confirm({
      title: post.isFrozen ? 'Open this post?' : 'Close this post?',
      content: post.isFrozen
        ? 'Members will be able to comment and interact again.'
        : 'Members will no longer be able to comment or interact.',
      okText: post.isFrozen ? 'Open' : 'Close',
      onOk: () =>
        actions.setPostStatus
          .mutateAsync({ postId: post.id, isFrozen: !post.isFrozen })
          .then(() => toastSuccess('Successfully saved'))
          .catch(() => toastError(`Error ${post.isFrozen ? 'open' : 'closed'} post. Try again.`)),
    });

  const busy = actions.setPostStatus.isPending;
  const columns = [
    {
      title: 'Title',
      key: 'title',
      render: (_: unknown, p: Post) => (
        <Space direction="vertical" size={0}>
          <Link to={`${memberCommunityPath(alias)}/posts/${p.id}`}>{p.title}</Link>
          <Typography.Text type="secondary">
            {p.user ? `${p.user.firstName} ${p.user.lastName}` : 'Former member'} · {formatDateMedium(p.createdAt)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_: unknown, p: Post) => (
        <Space size={4} wrap>
          <Tag>{STATUS_LABEL[p.status] ?? p.status}</Tag>
          {p.isFrozen && <Tag color="red">Closed post</Tag>}
        </Space>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, p: Post) => actionsOf(p),
    },
  ];
  function actionsOf(p: Post) {
    return (
      <Space wrap>
        {kind === 'pending' && (
          <>
            <Button
              type="primary"
              disabled={busy}
              onClick={() => change(p, { status: PostStatus.Published }, 'Post approved')}
            >
              Approve
            </Button>
            <Button disabled={busy} onClick={() => change(p, { status: PostStatus.Archived }, 'Post declined')}>
              Decline
            </Button>
          </>
        )}
        {kind === 'archived' && (
          <>
            <Link to={`${memberCommunityPath(alias)}/posts/${p.id}`}>View post</Link>
            <Button disabled={busy} onClick={() => change(p, { status: PostStatus.Published }, 'Post published')}>
              Publish
            </Button>
          </>
        )}
        {kind === 'all' && p.status !== PostStatus.Deleted && (
          <Button disabled={busy} onClick={() => confirmFrozen(p)}>
            {p.isFrozen ? 'Open' : 'Close'}
          </Button>
        )}
      </Space>
    );
  }

  return (
    <section aria-labelledby="queue-title">
      {holder}
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title id="queue-title" level={1} style={{ fontSize: 24, margin: 0 }}>
          {TITLES[kind]}
        </Typography.Title>
        <Space wrap>
          <Segmented
            aria-label="View"
            value={view}
            onChange={(v) => setView(v as 'table' | 'feed')}
            options={[
              { value: 'table', label: 'Table' },
              { value: 'feed', label: 'Feed' },
            ]}
          />
          {kind === 'all' && (
            <Select
              aria-label="Status filter"
              style={{ minWidth: 200 }}
              value={filter ?? -1}
              onChange={(v) => {
                setFilter(v === -1 ? undefined : v);
                setPage(1);
              }}
              options={[
                { value: -1, label: 'All statuses' },
                { value: PostStatus.Published, label: 'Published' },
                { value: PostStatus.WaitForApproval, label: 'Pending approval' },
                { value: PostStatus.Archived, label: 'Archived' },
                { value: PostStatus.ArchivedDueToReported, label: 'Archived post (reported)' },
                { value: PostStatus.Deleted, label: 'Deleted' },
              ]}
            />
          )}
        </Space>
      </Space>
      <QueryStateBody
        query={posts}
        loadFailed="Error fetching post. Try again."
        skeletonRows={6}
        isEmpty={(d) => d.posts.length === 0}
        empty={<Empty description="No posts yet" />}
      >
        {(data) =>
          view === 'table' ? (
            <Table
              rowKey="id"
              columns={columns}
              dataSource={data.posts}
              scroll={{ x: 720 }}
              pagination={{
                current: page,
                pageSize: 10,
                total: data.totalItemCount,
                onChange: setPage,
                showSizeChanger: false,
              }}
            />
          ) : (
            <List
              itemLayout="vertical"
              dataSource={data.posts}
              pagination={{
                current: page,
                pageSize: 10,
                total: data.totalItemCount,
                onChange: setPage,
                showSizeChanger: false,
              }}
              renderItem={(p) => (
                <List.Item key={p.id}>
                  <Card size="small" title={p.title} extra={<Tag>{STATUS_LABEL[p.status] ?? p.status}</Tag>}>
                    <Typography.Text type="secondary">
                      {p.user ? `${p.user.firstName} ${p.user.lastName}` : 'Former member'} ·{' '}
                      {formatDateMedium(p.createdAt)}
                    </Typography.Text>
                    <RichText html={p.body} />
                    {actionsOf(p)}
                  </Card>
                </List.Item>
              )}
            />
          )
        }
      </QueryStateBody>
    </section>
  );
}
