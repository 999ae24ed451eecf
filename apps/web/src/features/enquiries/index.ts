/**
 * Contact-us enquiries for staff (issue 30): the list and one enquiry with its attachments, behind
 * the enquiries scope (staff, membership staff, Admin).
 */
export { EnquiriesGate } from './components/EnquiriesGate';
export { EnquiriesList } from './components/EnquiriesList';
export { EnquiryDetailView } from './components/EnquiryDetailView';
export { ENQUIRIES_ADMIN_BASE } from './constants';
