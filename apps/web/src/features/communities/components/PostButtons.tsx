/** Like and save buttons of a post (spec 02 §4: like 700 ms, save 600 ms; frozen posts block interaction). */
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import type { Post } from '@portal/shared';
import { Button, Tooltip } from 'antd';
import { POST_TEXT } from '../constants';
import { usePostLike, usePostSave } from '../hooks/usePostToggles';

/** Heart with the count; disabled when the caller may not interact (closed post, not a member). */
export function PostLikeButton({ post }: { post: Post }) {
  const like = usePostLike(post);
  const disabled = !post.abilities.canInteract;
  return (
    <Button
      type="text"
      size="small"
      aria-pressed={like.value}
      aria-label={`${like.value ? 'Unlike' : 'Like'}, ${POST_TEXT.likes(like.count)}`}
      disabled={disabled}
      onClick={like.toggle}
      icon={like.value ? <HeartFilled style={{ color: '#e5484d' }} /> : <HeartOutlined />}
    >
      {like.count}
    </Button>
  );
}

/** Save toggle; a closed post can still be removed from saved posts, not added. */
export function PostSaveButton({ post }: { post: Post }) {
  const save = usePostSave(post);
  const label = save.value ? POST_TEXT.unsavePost : POST_TEXT.savePost;
  return (
    <Tooltip title={label}>
      <Button
        type={save.value ? 'primary' : 'default'}
        ghost={save.value}
        size="small"
        aria-pressed={save.value}
        aria-label={label}
        disabled={!post.abilities.canInteract && !post.isSaved}
        onClick={save.toggle}
      >
        {save.value ? POST_TEXT.saved : POST_TEXT.savePost}
      </Button>
    </Tooltip>
  );
}
