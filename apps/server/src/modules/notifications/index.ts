export { notificationMailRoutes } from './notification-mail.routes';
export { scheduleNotificationMail } from './notification-mail.service';
export { notificationRoutes } from './notifications.routes';
export { notify } from './notifications.service';
