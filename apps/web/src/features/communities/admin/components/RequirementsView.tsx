/**
 * Membership requirements (spec 02 §2, §4 "The terms-requirement toggle saves immediately", §5
 * Terms and Join question; §7 terms and question calls): the Terms tab (rich text, "Content cannot
 * be empty.", empty state "No terms and conditions have been added yet.", the requirement switch)
 * and the Join questions tab (text required, max 150, required-file flag; "Add question" only for
 * private, visible communities, with the tooltip "Community must be private and visible"). The
 * member's join flow reads what is saved here.
 */
import { LoadingOutlined } from '@ant-design/icons';
import { COMMUNITY_ADMIN_MESSAGES, COMMUNITY_LIMITS, type JoinQuestion } from '@portal/shared';
import {
  Button,
  Checkbox,
  Empty,
  Form,
  Input,
  List,
  Modal,
  Result,
  Skeleton,
  Space,
  Switch,
  Tabs,
  Tooltip,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryStateBody } from '../../../../components/QueryStateBody';
import { RichText } from '../../../../components/RichText';
import { isRichTextEmpty, RichTextEditor } from '../../../../components/rich-text';
import { errorMessage } from '../../../../lib/errors';
import { useAdminActions, useAdminCommunity, useAdminQuestions, useAdminTerms } from '../api/admin';
import { adminPath } from '../paths';
import { adminAbilities } from './abilities';
import { toastError, toastSuccess } from '../../../../lib/feedback';

function TermsTab({ id, canEdit }: { id: number; canEdit: boolean }) {
  const terms = useAdminTerms(id);
  const { saveTerms } = useAdminActions(id);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (terms.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (terms.isError) return <Result status="error" title={COMMUNITY_ADMIN_MESSAGES.agreementLoadFailed} />;
  const { agreement, isRequireAgreement } = terms.data;
  const save = () => {
    if (isRichTextEmpty(text)) {
      setError(COMMUNITY_ADMIN_MESSAGES.contentEmpty);
      return;
    }
    saveTerms.mutate(
      { agreement: text },
      {
        onSuccess: () => {
          toastSuccess(COMMUNITY_ADMIN_MESSAGES.agreementSaved);
          setEditing(false);
        },
        onError: (e) => toastError(`Failed to save agreement. ${errorMessage(e)}`),
      },
    );
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <Space wrap>
        <Switch
          id="require-agreement"
          checked={isRequireAgreement}
          disabled={!canEdit || saveTerms.isPending}
          onChange={(v) =>
            saveTerms.mutate(
              { isRequireAgreement: v },
              {
                onSuccess: () => toastSuccess(COMMUNITY_ADMIN_MESSAGES.agreementSaved),
                onError: () => toastError(COMMUNITY_ADMIN_MESSAGES.agreementSaveFailed),
              },
            )
          }
        />
        <label htmlFor="require-agreement">Members must accept the terms and conditions to join</label>
      </Space>
      {editing ? (
        <>
          <RichTextEditor
            aria-label="Terms and conditions"
            value={text}
            status={error ? 'error' : ''}
            onChange={(v) => {
              setText(v);
              setError(null);
            }}
          />
          {error && <Typography.Text type="danger">{error}</Typography.Text>}
          <Space>
            <Button
              type="primary"
              onClick={save}
              disabled={saveTerms.isPending}
              icon={saveTerms.isPending ? <LoadingOutlined /> : undefined}
            >
              Save
            </Button>
            <Button onClick={() => setEditing(false)}>Cancel</Button>
          </Space>
        </>
      ) : (
        <>
          {agreement ? <RichText html={agreement} /> : <Empty description={COMMUNITY_ADMIN_MESSAGES.noTerms} />}
          {canEdit && (
            <Button
              onClick={() => {
                setText(agreement ?? '');
                setEditing(true);
              }}
            >
              Edit terms
            </Button>
          )}
        </>
      )}
    </Space>
  );
}

function QuestionModal({ id, question, onClose }: { id: number; question: JoinQuestion | null; onClose(): void }) {
  const [form] = Form.useForm<{ text: string; isRequiredAssets: boolean }>();
  const { addQuestion, editQuestion } = useAdminActions(id);
  const pending = addQuestion.isPending || editQuestion.isPending;
  useEffect(() => {
    form.setFieldsValue({ text: question?.text ?? '', isRequiredAssets: question?.isRequiredAssets ?? false });
  }, [form, question]);
  const submit = (v: { text: string; isRequiredAssets: boolean }) => {
    const input = { text: v.text.trim(), isRequiredAssets: !!v.isRequiredAssets };
    if (question)
      editQuestion.mutate(
        { id: question.id, ...input },
        {
          onSuccess: () => {
            toastSuccess(COMMUNITY_ADMIN_MESSAGES.questionEdited);
            onClose();
          },
          onError: () => toastError(COMMUNITY_ADMIN_MESSAGES.questionEditFailed),
        },
      );
    else
      addQuestion.mutate(input, {
        onSuccess: () => {
          toastSuccess(COMMUNITY_ADMIN_MESSAGES.questionAdded);
          onClose();
        },
        onError: () => toastError(COMMUNITY_ADMIN_MESSAGES.questionAddFailed),
      });
  };
  return (
    <Modal
      open
      title={question ? 'Edit question' : 'Add question'}
      okText="Save"
      okButtonProps={{ disabled: pending, icon: pending ? <LoadingOutlined /> : undefined }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="text"
          label="Question"
          rules={[
            { required: true, whitespace: true, message: COMMUNITY_ADMIN_MESSAGES.questionRequired },
            { max: COMMUNITY_LIMITS.joinQuestionMax, message: 'Max length is 150 symbols' },
          ]}
        >
          <Input.TextArea rows={3} showCount maxLength={COMMUNITY_LIMITS.joinQuestionMax} />
        </Form.Item>
        <Form.Item name="isRequiredAssets" valuePropName="checked">
          <Checkbox>The answer is a file (one file required)</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

function QuestionsTab({ id, canEdit, canAdd }: { id: number; canEdit: boolean; canAdd: boolean }) {
  const questions = useAdminQuestions(id);
  const { deleteQuestion } = useAdminActions(id);
  const [modal, holder] = Modal.useModal();
  const [open, setOpen] = useState<{ question: JoinQuestion | null } | null>(null);
  const addButton = (
    <Button type="primary" disabled={!canEdit || !canAdd} onClick={() => setOpen({ question: null })}>
      Add question
    </Button>
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      {holder}
      {canAdd ? (
        addButton
      ) : (
        <Tooltip title={COMMUNITY_ADMIN_MESSAGES.questionsOnlyPrivateVisible}>
          <span style={{ display: 'inline-block' }}>{addButton}</span>
        </Tooltip>
      )}
      <QueryStateBody
        query={questions}
        skeletonRows={3}
        isEmpty={(data) => data.communityQuestions.length === 0}
        empty={<Empty description="No data" />}
      >
        {(data) => (
          <List
            bordered
            dataSource={data.communityQuestions}
            renderItem={(q) => (
              <List.Item
                actions={
                  canEdit
                    ? [
                        <Button key="edit" onClick={() => setOpen({ question: q })}>
                          Edit
                        </Button>,
                        <Button
                          key="delete"
                          danger
                          onClick={() =>
                            modal.confirm({
                              title: 'Delete this question?',
                              okText: 'Delete',
                              okButtonProps: { danger: true },
                              onOk: () =>
                                deleteQuestion
                                  .mutateAsync(q.id)
                                  .then(() => toastSuccess(COMMUNITY_ADMIN_MESSAGES.questionDeleted))
                                  .catch(() => toastError(COMMUNITY_ADMIN_MESSAGES.questionDeleteFailed)),
                            })
                          }
                        >
                          Delete
                        </Button>,
                      ]
                    : []
                }
              >
                <List.Item.Meta title={q.text} description={q.isRequiredAssets ? 'File answer' : 'Text answer'} />
              </List.Item>
            )}
          />
        )}
      </QueryStateBody>
      {open && <QuestionModal id={id} question={open.question} onClose={() => setOpen(null)} />}
    </Space>
  );
}

/** The Membership requirements page; `tab` 'terms' or 'join-questions'. */
export function RequirementsView({ id, tab }: { id: number; tab: 'terms' | 'join-questions' }) {
  const details = useAdminCommunity(id);
  const navigate = useNavigate();
  if (!details.data) return <Skeleton active />;
  const a = adminAbilities(details.data);
  const c = details.data.community;
  return (
    <section aria-labelledby="requirements-title">
      <Typography.Title id="requirements-title" level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Membership requirements
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(k) => navigate(`${adminPath(id, 'requirements')}${k === 'terms' ? '' : '/join-questions'}`)}
        items={[
          { key: 'terms', label: 'Terms and Conditions', children: <TermsTab id={id} canEdit={a.canEditSettings} /> },
          {
            key: 'join-questions',
            label: 'Join questions',
            children: <QuestionsTab id={id} canEdit={a.canEditSettings} canAdd={!c.isPublic && c.isVisible} />,
          },
        ]}
      />
    </section>
  );
}
