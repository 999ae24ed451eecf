/**
 * The staff members area (issue 23): list, export, edit, bulk actions, invitations, two-factor
 * resets. Depends on identity, auth (email changes), billing (invoices), membership, files, mail, audit.
 */
export { sendInvitations } from './invitations';
export { membersAdminRoutes } from './members.routes';
