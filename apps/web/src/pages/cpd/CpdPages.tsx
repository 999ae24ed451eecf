/** The route components of the CPD area (spec 03 §2 CPD; issue 16): thin wrappers around the feature's views. */
import { Navigate, useParams } from 'react-router';
import {
  ComplianceView,
  CoursesView,
  CpdHomeView,
  CpdLayout,
  EnrolmentsView,
  RecordFormView,
  TrackerView,
} from '../../features/cpd';

/** The side-menu frame of /cpd pages. */
export function CpdLayoutPage() {
  return <CpdLayout />;
}
/** /cpd */
export function CpdHomePage() {
  return <CpdHomeView />;
}
/** /cpd/tracker-page */
export function CpdTrackerPage() {
  return <TrackerView />;
}
/** /cpd/enrolled-page */
export function EnrolledCoursesPage() {
  return <EnrolmentsView />;
}
/** /cpd/all-courses */
export function AllCoursesPage() {
  return <CoursesView />;
}
/** /cpd/records/new */
export function NewCpdRecordPage() {
  return <RecordFormView />;
}
/** /cpd/records/{id}/edit */
export function EditCpdRecordPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/cpd/tracker-page" replace />;
  return <RecordFormView id={id} />;
}
/** /cpd/compliance (staff) */
export function CpdCompliancePage() {
  return <ComplianceView />;
}
