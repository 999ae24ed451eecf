/** A member's join answers (spec 02 §3 Member answer view; §7 question-answers?memberId). */
import type { CommunityMember } from '@portal/shared';
import { Empty, List, Modal, Result, Skeleton } from 'antd';
import { useMemberAnswers } from '../api/admin';

/** The dialog for `member`. */
export function JoinAnswersModal({ id, member, onClose }: { id: number; member: CommunityMember; onClose(): void }) {
  const answers = useMemberAnswers(id, member.userId);
  return (
    <Modal open title={`Join answers of ${member.firstName} ${member.lastName}`} footer={null} onCancel={onClose}>
      {answers.isPending ? (
        <Skeleton active />
      ) : answers.isError ? (
        <Result status="error" title="Failed to load member questions" />
      ) : answers.data.answers.length === 0 ? (
        <Empty description="No data" />
      ) : (
        <List
          dataSource={answers.data.answers}
          renderItem={(a) => (
            <List.Item>
              <List.Item.Meta
                title={a.questionText}
                description={
                  <>
                    <div>{a.answerText}</div>
                    {a.attachments.map((f) => (
                      <div key={f.id}>{f.fileName}</div>
                    ))}
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
