/**
 * Enquiries sent from the portal to the association (with attachments). Depends on files, server-values.
 */
export { enquiryRoutes } from './enquiries.routes';
