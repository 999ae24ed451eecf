/**
 * The "more" menu of a post: Edit and Delete as the post's abilities allow (the author while the
 * post is not deleted or closed, or postEdit/postDelete: spec 02 §6), Report for others (not your
 * own post, not twice).
 */
import { DeleteOutlined, EditOutlined, FlagOutlined, MoreOutlined } from '@ant-design/icons';
import type { Post } from '@portal/shared';
import { Button, Dropdown, type MenuProps } from 'antd';
import { POST_TEXT } from '../constants';

export interface PostMenuHandlers {
  onEdit?: (post: Post) => void;
  onDelete?: (post: Post) => void;
  onReport?: (post: Post) => void;
}

/** Nothing when no action is allowed. */
export function PostMenu({ post, onEdit, onDelete, onReport }: { post: Post } & PostMenuHandlers) {
  const items: MenuProps['items'] = [];
  if (post.abilities.canEdit && onEdit) items.push({ key: 'edit', icon: <EditOutlined />, label: POST_TEXT.edit });
  if (post.abilities.canReport && onReport)
    items.push({ key: 'report', icon: <FlagOutlined />, label: POST_TEXT.report });
  if (post.abilities.canDelete && onDelete)
    items.push({ key: 'delete', icon: <DeleteOutlined />, label: POST_TEXT.delete, danger: true });
  if (items.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        items,
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          if (key === 'edit') onEdit?.(post);
          if (key === 'delete') onDelete?.(post);
          if (key === 'report') onReport?.(post);
        },
      }}
    >
      <Button type="text" size="small" icon={<MoreOutlined />} aria-label={`Post actions for ${post.title}`} />
    </Dropdown>
  );
}
