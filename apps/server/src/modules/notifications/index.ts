/**
 * The one place that writes notifications (`notify`, in the action's transaction) and their mails.
 * Depends on jobs, mail.
 */
export { notificationMailRoutes } from './notification-mail.routes';
export { scheduleNotificationMail } from './notification-mail.service';
export { notificationRoutes } from './notifications.routes';
export { notify } from './notifications.service';
