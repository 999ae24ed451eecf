/** Webhook endpoints for Admins (issue 31): the /admin/webhooks screen. */
export { WebhooksAdmin } from './components/WebhooksAdmin';
