/** The CPD screens (spec 03 §2 CPD) as one lazily loaded module. */
export {
  AllCoursesPage,
  CpdCompliancePage,
  CpdHomePage,
  CpdLayoutPage,
  CpdTrackerPage,
  EditCpdRecordPage,
  EnrolledCoursesPage,
  NewCpdRecordPage,
} from './CpdPages';
