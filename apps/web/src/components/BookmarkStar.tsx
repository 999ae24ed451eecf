/**
 * The star button of a bookmark (favourite) toggle on news, resource and event cards and details
 * pages (spec 03 §4 Favourite toggle). It only shows the state and reports clicks; the feature's
 * hook (built on `useDebouncedToggle`) owns the debounce and the server call.
 */
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { MouseEvent } from 'react';

/** The button's label (tooltip and accessible name) in each state. */
export const BOOKMARK_TEXT = {
  bookmark: 'Bookmark',
  removeBookmark: 'Remove bookmark',
} as const;

export interface BookmarkStarProps {
  /** Whether the item is a favourite (as shown, pending changes included). */
  isBookmarked: boolean;
  onToggle: () => void;
  size?: 'small' | 'middle';
}

/** Star button; pressed when the item is a favourite. Clicks do not reach an enclosing card link. */
export function BookmarkStar({ isBookmarked, onToggle, size = 'middle' }: BookmarkStarProps) {
  const label = isBookmarked ? BOOKMARK_TEXT.removeBookmark : BOOKMARK_TEXT.bookmark;
  function handleClick(event: MouseEvent) {
    event.preventDefault();
    event.stopPropagation();
    onToggle();
  }
  return (
    <Tooltip title={label}>
      <Button
        shape="circle"
        size={size}
        aria-label={label}
        aria-pressed={isBookmarked}
        onClick={handleClick}
        icon={isBookmarked ? <StarFilled style={{ color: '#f5a524' }} /> : <StarOutlined />}
      />
    </Tooltip>
  );
}
