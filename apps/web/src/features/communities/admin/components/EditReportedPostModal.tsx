/**
 * Edit of a reported post in place (spec 02 §2 Reported posts "Edit", §6 postEdit "edit reported
 * post", §7 PUT community/post/{id} multipart title and body; §8 "Post edited successfully" /
 * "Error editing post. Try again." with the server message; issue 19): title and content without
 * leaving the queue; attachments, cover and tags stay as they are.
 */
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES, type Post } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { isRichTextEmpty, RichTextEditor } from '../../../../components/rich-text';
import { apiA } from '../../../../lib/api';
import { errorMessage } from '../../../../lib/errors';
import { adminKeys } from '../api/keys';
import { queryKeys } from '../../../../data';
import { toastError, toastSuccess } from '../../../../lib/feedback';

/** The dialog for `post` of community `communityId` (closed when `post` is null). */
export function EditReportedPostModal({
  communityId,
  post,
  onClose,
}: {
  communityId: number;
  post: Pick<Post, 'id' | 'title' | 'body'> | null;
  onClose(): void;
}) {
  const [form] = Form.useForm<{ title: string; body: string }>();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (v: { title: string; body: string }) => {
      const fd = new FormData();
      fd.set('title', v.title.trim());
      fd.set('body', v.body);
      return apiA.put<Post>(`/api/v1/community/post/${post?.id}`, fd);
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.community(communityId) }),
        client.invalidateQueries({ queryKey: queryKeys.scope('communities') }),
      ]),
  });
  return (
    <Modal
      title="Edit post"
      open={post !== null}
      onCancel={onClose}
      okText="Save"
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      width={760}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ title: post?.title ?? '', body: post?.body ?? '' }}
        onFinish={(v) =>
          save.mutate(v, {
            onSuccess: () => {
              toastSuccess('Post edited successfully');
              onClose();
            },
            onError: (e) => toastError(`Error editing post. Try again. ${errorMessage(e)}`),
          })
        }
      >
        <Form.Item
          name="title"
          label="Title"
          rules={[
            { required: true, whitespace: true, message: COMMUNITY_MESSAGES.postTitleRequired },
            { max: COMMUNITY_LIMITS.postTitleMax, message: COMMUNITY_MESSAGES.maxLength150 },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="body"
          label="Content"
          rules={[
            {
              validator: (_, v: string | undefined) =>
                isRichTextEmpty(v ?? '')
                  ? Promise.reject(new Error(COMMUNITY_MESSAGES.postContentRequired))
                  : Promise.resolve(),
            },
          ]}
        >
          <RichTextEditor aria-label="Post content" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
