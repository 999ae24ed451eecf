/**
 * Create or edit a post (spec 02 §4 Post, §5 Post validation): title required, not blank, at
 * most 150; content required ("Please enter a post content"); cover image; up to 10 tags; up to
 * 10 attachments of the allowed types, 5 MB each. Creating answers "Successfully created. Waiting
 * for approval" when the community requires approval, else "Successfully created"; failures show
 * "Error creating post. Try again." / "Error editing post. Try again." with the server's message.
 */
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES, type Post, PostStatus } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { notifyError, toastSuccess } from '../../../lib/feedback';
import { postKeys } from '../api/keys';
import { createPost, type PostFormValues, updatePost, usePostTags } from '../api/posts';
import { POST_TEXT, POST_TYPES } from '../constants';
import { usePostableCommunities } from '../hooks/usePostingRights';
import { isRichTextEmpty } from '../../../components/rich-text';
import { CoverImageInput, type CoverValue } from './CoverImageInput';
import { EMPTY_FILES, FileListInput, type FileListValue } from './FileListInput';
import { HtmlEditor } from './HtmlEditor';
import { queryKeys } from '../../../data';

interface ComposerForm {
  communityId?: number;
  title: string;
  body: string;
  type?: number | null;
  tagIds: number[];
  cover: CoverValue;
  files: FileListValue;
}

export interface PostComposerProps {
  open: boolean;
  onClose: () => void;
  /** The post being edited; absent to create. */
  post?: Post;
  /** Create inside this community (no community choice). */
  communityId?: number;
  onSaved?: (post: Post) => void;
}

function initialValues(post: Post | undefined, communityId: number | undefined): ComposerForm {
  return {
    communityId: post?.communityId ?? communityId,
    title: post?.title ?? '',
    body: post?.body ?? '',
    type: post?.type ?? undefined,
    tagIds: post?.tags.map((t) => t.id) ?? [],
    cover: { file: null, existingUrl: post?.imageUrl ?? null },
    files: post ? { existing: post.attachments, removed: [], added: [] } : EMPTY_FILES,
  };
}

/** The modal form; it mounts its fields only while open. */
export function PostComposerModal({ open, onClose, post, communityId, onSaved }: PostComposerProps) {
  return (
    <Modal
      open={open}
      title={post ? POST_TEXT.editPost : POST_TEXT.createPost}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
      maskClosable={false}
    >
      {open && <ComposerForm post={post} communityId={communityId} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function ComposerForm({ post, communityId, onClose, onSaved }: Omit<PostComposerProps, 'open'>) {
  const [form] = Form.useForm<ComposerForm>();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const tags = usePostTags();
  const postable = usePostableCommunities();
  const chooseCommunity = !post && !communityId;

  async function handleFinish(values: ComposerForm) {
    const payload: PostFormValues = {
      communityId: post?.communityId ?? communityId ?? (values.communityId as number),
      title: values.title,
      body: values.body,
      type: values.type ?? null,
      tagIds: values.tagIds ?? [],
      imageFile: values.cover?.file ?? null,
      removeImage: !!post?.imageUrl && !values.cover?.existingUrl,
      files: values.files?.added ?? [],
      attachmentsUrls: values.files?.removed ?? [],
    };
    setSaving(true);
    try {
      const saved = post ? await updatePost(post.id, payload) : await createPost(payload);
      if (post) toastSuccess(COMMUNITY_MESSAGES.postEdited);
      else
        toastSuccess(
          saved.status === PostStatus.WaitForApproval ? COMMUNITY_MESSAGES.createdWaiting : COMMUNITY_MESSAGES.created,
        );
      queryClient.setQueryData(postKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: postKeys.tags() });
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.scope('communities'), 'alias'] });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      notifyError({
        title: post ? POST_TEXT.editFailed : COMMUNITY_MESSAGES.createPostFailed,
        description: errorMessage(error),
        durationSeconds: 4.5,
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<ComposerForm>
      form={form}
      layout="vertical"
      initialValues={initialValues(post, communityId)}
      onFinish={handleFinish}
      requiredMark={false}
      scrollToFirstError
    >
      {chooseCommunity && (
        <Form.Item
          name="communityId"
          label={POST_TEXT.community}
          rules={[{ required: true, message: POST_TEXT.chooseCommunity }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={POST_TEXT.chooseCommunity}
            loading={postable.isPending}
            options={postable.communities.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="title"
        label={POST_TEXT.title}
        rules={[
          { required: true, whitespace: true, message: COMMUNITY_MESSAGES.postTitleRequired },
          { max: COMMUNITY_LIMITS.postTitleMax, message: COMMUNITY_MESSAGES.maxLength150 },
        ]}
      >
        <Input showCount={{ formatter: ({ count }) => `${count} / ${COMMUNITY_LIMITS.postTitleMax}` }} />
      </Form.Item>
      <Form.Item
        name="body"
        label={POST_TEXT.content}
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              isRichTextEmpty(value)
                ? Promise.reject(new Error(COMMUNITY_MESSAGES.postContentRequired))
                : Promise.resolve(),
          },
        ]}
      >
        <HtmlEditor variant="full" aria-label={POST_TEXT.content} />
      </Form.Item>
      <Form.Item name="cover" label={POST_TEXT.coverImage}>
        <CoverImageInput />
      </Form.Item>
      <Form.Item
        name="tagIds"
        label={POST_TEXT.tags}
        extra={POST_TEXT.tagsHelp}
        rules={[{ type: 'array', max: COMMUNITY_LIMITS.postTagsMax, message: COMMUNITY_MESSAGES.tooManyTags }]}
      >
        <Select
          mode="multiple"
          aria-label={POST_TEXT.tags}
          placeholder={POST_TEXT.selectTags}
          loading={tags.isPending}
          maxCount={COMMUNITY_LIMITS.postTagsMax}
          showSearch={{ optionFilterProp: 'label' }}
          options={(tags.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
        />
      </Form.Item>
      <Form.Item name="type" label={POST_TEXT.postType}>
        <Select
          allowClear
          aria-label={POST_TEXT.postType}
          options={POST_TYPES.map((t) => ({ value: t.value, label: t.label }))}
        />
      </Form.Item>
      <Form.Item name="files" label={POST_TEXT.attachments} extra={POST_TEXT.filesHelp}>
        <FileListInput max={COMMUNITY_LIMITS.postFilesMax} label={POST_TEXT.addFiles} />
      </Form.Item>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={onClose}>{POST_TEXT.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {post ? POST_TEXT.save : POST_TEXT.publish}
        </Button>
      </div>
    </Form>
  );
}
