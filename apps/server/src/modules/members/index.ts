/**
 * The staff members area (issue 23): list, export, edit, bulk actions, invitations, two-factor
 * resets. Depends on identity, account (address checks), auth (email changes), billing (invoices), membership, files, mail, audit.
 */
export { sendInvitations } from './invitations';
export { membersAdminRoutes } from './members.routes';
