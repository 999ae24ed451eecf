/**
 * The one feedback helper of the web (issue 29 point 3): `toastSuccess` and `toastError` show a
 * text, `reportFailure` shows a failed call (field errors on a form, else the server's message),
 * `notifyError` is the API clients' notification (spec 01 §8). It is also the holder of the themed
 * antd notification and message APIs, so non-React code (the API clients) can show them.
 *
 * The antd notification/message code is not part of the first load: the first call queues itself
 * and asks `app/FeedbackSlot` to mount the lazily loaded `FeedbackHost`, which registers the
 * hook-based instances (themed by the ConfigProvider) and flushes the queue.
 */
import type { FormInstance } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ReactNode } from 'react';
import { errorMessage, isApiError } from './errors';

interface FeedbackApis {
  notification: NotificationInstance;
  message: MessageInstance;
}
type FeedbackCall = (apis: FeedbackApis) => void;

let apis: FeedbackApis | null = null;
const queue: FeedbackCall[] = [];
let hostRequested = false;
let requestHost: (() => void) | null = null;

function run(call: FeedbackCall): void {
  if (apis) {
    call(apis);
    return;
  }
  queue.push(call);
  if (!hostRequested) {
    hostRequested = true;
    requestHost?.();
  }
}

/** Called by FeedbackHost with the hook-based instances; flushes queued calls. */
export function registerFeedback(notification: NotificationInstance, message: MessageInstance): void {
  apis = { notification, message };
  for (const call of queue.splice(0)) call(apis);
}

/** FeedbackSlot subscribes here: `listener` runs when the first notification or toast is asked for. */
export function onFeedbackRequested(listener: () => void): () => void {
  requestHost = listener;
  if (hostRequested) listener();
  return () => {
    if (requestHost === listener) requestHost = null;
  };
}

/** Error notification: title, description, duration in seconds (spec 01 §8: 4.5 s). */
export function notifyError(args: { title: ReactNode; description?: ReactNode; durationSeconds: number }): void {
  run(({ notification }) =>
    notification.error({ title: args.title, description: args.description, duration: args.durationSeconds }),
  );
}

/** Short success toast (e.g. MESSAGES.newCodeSent). */
export function toastSuccess(content: ReactNode): void {
  run(({ message }) => message.success(content));
}

/** Short error toast (spec 01 §8: "other server messages as a toast"). */
export function toastError(content: ReactNode): void {
  run(({ message }) => message.error(content));
}

/**
 * Shows a failed call (spec 01 §8): with a `form`, the server's field errors (400 and 409 with
 * `errors: [{ field, message }]`) go on its fields; then the server's message as a toast
 * (`errorMessage`), except for a 5xx, which the API client has already notified.
 */
export function reportFailure(error: unknown, form?: FormInstance): void {
  if (form && isApiError(error) && error.errors?.length) {
    form.setFields(error.errors.map((e) => ({ name: e.field as never, errors: [e.message] })));
  }
  if (isApiError(error) && error.status >= 500) return;
  toastError(errorMessage(error));
}
