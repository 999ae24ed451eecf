/**
 * Reported comments (spec 02 §2, §4 "Approve deletes the comment; Deny declines", §6 commentDelete;
 * §7 GET admin/community/{id}/comment/report): each comment with its post, author and reporters.
 */
import { Button, Card, Empty, List, Modal, Space, Typography } from 'antd';
import { RichText } from '../../../../components/RichText';
import { formatDateMedium } from '../../../../lib/format';
import { useAdminActions, useReportedComments } from '../api/admin';
import { toastError, toastSuccess } from '../../../../lib/feedback';
import { QueryStateBody } from '../../../../components/QueryStateBody';

/** The reported comments of community `id`. */
export function ReportedCommentsView({ id }: { id: number }) {
  const reported = useReportedComments(id);
  const actions = useAdminActions(id);
  const [modal, holder] = Modal.useModal();
  const busy = actions.decideReports.isPending || actions.deleteReportedComment.isPending;
  const list = reported.data?.postComments ?? [];

  return (
    <section aria-labelledby="reported-comments-title">
      {holder}
      <Typography.Title id="reported-comments-title" level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Reported comments
      </Typography.Title>
      <QueryStateBody
        query={reported}
        loadFailed="Error fetching post. Try again."
        skeletonRows={6}
        isEmpty={() => list.length === 0}
        empty={<Empty description="No reports yet" />}
      >
        {() => (
          <Space direction="vertical" style={{ width: '100%' }} size={12}>
            {list.map((c) => (
              <Card
                key={c.id}
                size="small"
                title={`${c.user.firstName} ${c.user.lastName} on "${c.postTitle}"`}
                extra={formatDateMedium(c.createdAt)}
              >
                <RichText html={c.body} />
                <List
                  size="small"
                  header={<Typography.Text strong>{`${c.reports.length} report(s)`}</Typography.Text>}
                  dataSource={c.reports}
                  renderItem={(x) => (
                    <List.Item>
                      {x.firstName} {x.lastName}: {x.reason}
                    </List.Item>
                  )}
                />
                <Space wrap>
                  <Button
                    danger
                    type="primary"
                    disabled={busy}
                    onClick={() =>
                      modal.confirm({
                        title: 'Delete this comment?',
                        content: 'Approving the report deletes the comment and its replies.',
                        okText: 'Approve',
                        onOk: () =>
                          actions.deleteReportedComment
                            .mutateAsync(c.id)
                            .then(() => toastSuccess('Removed successfully!'))
                            .catch(() => toastError('Error approving report. Try again.')),
                      })
                    }
                  >
                    Approve
                  </Button>
                  <Button
                    disabled={busy}
                    onClick={() =>
                      actions.decideReports.mutate(
                        { reportIds: c.reports.map((x) => x.id), isResolved: false },
                        {
                          onSuccess: () => toastSuccess('Reports declined'),
                          onError: () => toastError('Failed to decline the report(s). Please try again later.'),
                        },
                      )
                    }
                  >
                    Deny
                  </Button>
                </Space>
              </Card>
            ))}
          </Space>
        )}
      </QueryStateBody>
    </section>
  );
}
