/**
 * The bookmark toggle of a news or resource card and details page (spec 03 §4 Favourite toggle:
 * optimistic, debounced 500 ms, success message).
 */
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { MouseEvent } from 'react';
import { useFavouriteToggle } from '../api/favourites';
import { type ContentKind, FAVOURITE_TEXT } from '../constants';

/** Star button; pressed when the item is a favourite. */
export function BookmarkButton({
  kind,
  id,
  size = 'middle',
}: {
  kind: ContentKind;
  id: number;
  size?: 'small' | 'middle';
}) {
  const { isFavourite, toggle } = useFavouriteToggle(kind, id);
  const label = isFavourite ? FAVOURITE_TEXT.removeBookmark : FAVOURITE_TEXT.bookmark;
  function handleClick(event: MouseEvent) {
    event.preventDefault();
    event.stopPropagation();
    toggle();
  }
  return (
    <Tooltip title={label}>
      <Button
        shape="circle"
        size={size}
        aria-label={label}
        aria-pressed={isFavourite}
        onClick={handleClick}
        icon={isFavourite ? <StarFilled style={{ color: '#f5a524' }} /> : <StarOutlined />}
      />
    </Tooltip>
  );
}
