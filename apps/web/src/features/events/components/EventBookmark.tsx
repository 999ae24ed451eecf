/**
 * The favourite (bookmark) toggle of an event (spec 03 §2 Attending and Past events: "A favourite
 * bookmark"; §4 Favourite toggle: debounced 500 ms, success message).
 */
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { MouseEvent } from 'react';
import { useFavouriteEventToggle } from '../api/favourites';
import { FAVOURITE_TEXT } from '../constants';

/** Star button; pressed when the event is a favourite. */
export function EventBookmark({
  eventId,
  isFavourite: serverValue,
  size = 'middle',
}: {
  eventId: number;
  isFavourite: boolean;
  size?: 'small' | 'middle';
}) {
  const { isFavourite, toggle } = useFavouriteEventToggle(eventId, serverValue);
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
