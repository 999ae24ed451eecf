export { sendInvitations } from './invitations';
export { membersAdminRoutes } from './members.routes';
