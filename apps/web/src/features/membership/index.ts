/** The membership feature's surface: what pages and the app shell may import (issue 29 point 3). */
export { BrandAssetsView } from './components/BrandAssetsView';
export { CancelMembershipView } from './components/CancelMembershipView';
export { MembershipProfileView } from './components/MembershipProfileView';
export { RenewalNotice } from './components/RenewalNotice';
export { useMembership } from './api/membership';
