export { enquiryRoutes } from './enquiries.routes';
