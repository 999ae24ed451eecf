/**
 * Mounts the themed notification and message holders and registers them for the API clients
 * (spec 01 §8: error notifications, toasts). Loaded lazily by FeedbackSlot on first use.
 */
import { message, notification } from 'antd';
import { useEffect } from 'react';
import { registerFeedback } from '../lib/feedback';

/** Renders the antd context holders for notifications and toasts. */
export default function FeedbackHost() {
  const [notificationApi, notificationHolder] = notification.useNotification({ placement: 'topRight' });
  const [messageApi, messageHolder] = message.useMessage();
  useEffect(() => registerFeedback(notificationApi, messageApi), [notificationApi, messageApi]);
  return (
    <>
      {notificationHolder}
      {messageHolder}
    </>
  );
}
