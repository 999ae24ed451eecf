/**
 * The questions step of joining a private community ("Request to join", spec 02 §2 Join flow):
 * each question takes a text answer ("This field is required"), or exactly one file when it
 * requires one ("Please upload a file."; spec 02 §5).
 */
import { COMMUNITY_MESSAGES, type JoinQuestion } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Result } from 'antd';
import { fetchJoinQuestions } from '../api/communities';
import { communityKeys } from '../api/keys';
import { JOIN_TEXT } from '../constants';
import { type FileListValue, FileListInput } from './FileListInput';
import { Loading } from './Loading';

export interface JoinAnswers {
  answers: { questionId: number; answer: string }[];
  files: { questionId: number; file: File }[];
}

type FormValues = Record<string, string | FileListValue | undefined>;

/** Modal with one field per question; `onSubmit` gets the text answers and the files. */
export function JoinQuestionsModal({
  communityId,
  open,
  busy,
  onSubmit,
  onCancel,
}: {
  communityId: number;
  open: boolean;
  busy: boolean;
  onSubmit: (answers: JoinAnswers) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const questions = useQuery({
    queryKey: communityKeys.questions(communityId),
    queryFn: () => fetchJoinQuestions(communityId),
    enabled: open,
  });

  function handleFinish(values: FormValues) {
    const list: JoinQuestion[] = questions.data ?? [];
    const result: JoinAnswers = { answers: [], files: [] };
    for (const question of list) {
      const value = values[`q${question.id}`];
      if (question.isRequiredAssets) {
        const file = (value as FileListValue | undefined)?.added[0];
        if (file) result.files.push({ questionId: question.id, file });
      } else {
        result.answers.push({ questionId: question.id, answer: String(value ?? '').trim() });
      }
    }
    onSubmit(result);
  }

  return (
    <Modal
      open={open}
      title={JOIN_TEXT.requestToJoin}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {JOIN_TEXT.cancel}
        </Button>,
        <Button key="ok" type="primary" loading={busy} disabled={!questions.data} onClick={() => form.submit()}>
          {JOIN_TEXT.send}
        </Button>,
      ]}
    >
      {questions.isPending ? (
        <Loading paragraph={{ rows: 4 }} />
      ) : questions.isError ? (
        <Result
          status="error"
          title={JOIN_TEXT.termsLoadFailed}
          extra={<Button onClick={() => questions.refetch()}>Try again</Button>}
        />
      ) : (
        <Form<FormValues> form={form} layout="vertical" onFinish={handleFinish} requiredMark={false} preserve={false}>
          {questions.data.map((question) =>
            question.isRequiredAssets ? (
              <Form.Item
                key={question.id}
                name={`q${question.id}`}
                label={question.text}
                rules={[
                  {
                    validator: (_rule, value: FileListValue | undefined) =>
                      value?.added.length === 1
                        ? Promise.resolve()
                        : Promise.reject(new Error(COMMUNITY_MESSAGES.uploadFile)),
                  },
                ]}
              >
                <FileListInput max={1} label={JOIN_TEXT.uploadFile} compact />
              </Form.Item>
            ) : (
              <Form.Item
                key={question.id}
                name={`q${question.id}`}
                label={question.text}
                rules={[{ required: true, whitespace: true, message: COMMUNITY_MESSAGES.fieldRequired }]}
              >
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
              </Form.Item>
            ),
          )}
        </Form>
      )}
    </Modal>
  );
}
