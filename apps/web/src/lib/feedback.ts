/**
 * A holder for the themed antd notification and message APIs, so non-React code (the API
 * clients) can show the spec's error notifications (spec 01 §8). `app/FeedbackHost` fills it
 * from `notification.useNotification()` / `message.useMessage()` inside the ConfigProvider.
 */
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ReactNode } from 'react';

let notificationApi: NotificationInstance | null = null;
let messageApi: MessageInstance | null = null;

/** Called once by FeedbackHost with the hook-based instances. */
export function registerFeedback(notifications: NotificationInstance, messages: MessageInstance): void {
  notificationApi = notifications;
  messageApi = messages;
}

/** Error notification: title, description, duration in seconds (spec 01 §8: 4.5 s). */
export function notifyError(args: { title: ReactNode; description?: ReactNode; durationSeconds: number }): void {
  if (!notificationApi) {
    console.error(args.title, args.description ?? '');
    return;
  }
  notificationApi.error({ title: args.title, description: args.description, duration: args.durationSeconds });
}

/** Short success toast (e.g. MESSAGES.newCodeSent). */
export function toastSuccess(content: ReactNode): void {
  if (messageApi) messageApi.success(content);
}

/** Short error toast (spec 01 §8: "other server messages as a toast"). */
export function toastError(content: ReactNode): void {
  if (messageApi) messageApi.error(content);
  else console.error(content);
}
