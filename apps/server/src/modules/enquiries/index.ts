/**
 * Enquiries sent from the portal to the association (with attachments), and the staff screens' reads of
 * them (issue 30). Depends on files, server-values.
 */
export { enquiryRoutes } from './enquiries.routes';
