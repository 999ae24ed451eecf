/**
 * The personal calendar feed (issue 18, beyond the spec): creates a secret subscription address that
 * carries the member's meetings (Going, invited, bookmarked) and event tickets, shows it once with a
 * copy button and a `webcal://` link that opens the calendar app's subscribe dialog (issue 30), and
 * revokes it.
 */
import { CalendarOutlined, CopyOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Card, Input, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { reportFailure, toastError, toastSuccess } from '../../../../lib/feedback';
import { useCalendarFeed, useCalendarFeedAction } from '../api/meetings';
import { MEETING_TEXT } from '../constants';

/** The feed's address as a `webcal://` link (calendar apps subscribe to it; they fetch it over https). */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}

/** The card. */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const action = useCalendarFeedAction();
  const [url, setUrl] = useState<string | null>(null);
  const create = () =>
    action.mutate('create', {
      onSuccess: (data) => setUrl(data.url),
      onError: (e) => reportFailure(e),
    });
  const revoke = () =>
    action.mutate('revoke', {
      onSuccess: () => {
        setUrl(null);
        toastSuccess(MEETING_TEXT.feedRevoked);
      },
      onError: (e) => reportFailure(e),
    });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url ?? '');
      toastSuccess(MEETING_TEXT.copied);
    } catch {
      toastError('Failed to copy text!');
    }
  };
  const pendingIcon = action.isPending ? <LoadingOutlined /> : undefined;
  return (
    <Card variant="borderless" title={MEETING_TEXT.calendarFeed} size="small">
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        {MEETING_TEXT.calendarFeedHelp}
      </Typography.Paragraph>
      {url ? (
        <>
          <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
            <Input readOnly value={url} aria-label={MEETING_TEXT.calendarFeed} />
            <Button icon={<CopyOutlined />} onClick={copy} aria-label={MEETING_TEXT.copyLink} />
          </Space.Compact>
          <Typography.Paragraph style={{ fontSize: 13 }}>
            <a href={webcalUrl(url)}>
              <CalendarOutlined /> {MEETING_TEXT.subscribeFeed}
            </a>
          </Typography.Paragraph>
        </>
      ) : feed.data?.active ? (
        <Typography.Paragraph style={{ fontSize: 13 }}>{MEETING_TEXT.calendarFeedActive}</Typography.Paragraph>
      ) : null}
      <Space wrap>
        <Button onClick={create} disabled={action.isPending || feed.isPending} icon={pendingIcon}>
          {feed.data?.active || url ? MEETING_TEXT.newFeed : MEETING_TEXT.createFeed}
        </Button>
        {(feed.data?.active || url) && (
          <Popconfirm title={`${MEETING_TEXT.revokeFeed}?`} onConfirm={revoke}>
            <Button danger disabled={action.isPending}>
              {MEETING_TEXT.revokeFeed}
            </Button>
          </Popconfirm>
        )}
      </Space>
    </Card>
  );
}
