import { EnquiriesGate, EnquiriesList } from '../../../features/enquiries';

/** /admin/enquiries: the contact-us enquiries (issue 30). */
export default function EnquiriesPage() {
  return (
    <EnquiriesGate>
      <EnquiriesList />
    </EnquiriesGate>
  );
}
