/** The cpd feature's surface: what pages and the app shell may import (issue 29 point 3). */
import { lazy } from 'react';
export { ComplianceView } from './components/ComplianceView';
export { CoursesView } from './components/CoursesView';
export { CpdHomeView } from './components/CpdHomeView';
export { CpdLayout } from './components/CpdLayout';
export { EnrolmentsView } from './components/EnrolmentsView';
export { RecordFormView } from './components/RecordFormView';
export { TrackerView } from './components/TrackerView';

/** The home card, loaded when first rendered (its own chunk). */
export const CpdHomeCard = /* @__PURE__ */ lazy(() => import('./components/CpdHomeCard'));
