/** The notifications feature's surface: what pages and the app shell may import (issue 29 point 3). */
export { EmailDeliveryChoice } from './components/EmailDeliveryChoice';
export { NotificationBell } from './components/NotificationBell';
