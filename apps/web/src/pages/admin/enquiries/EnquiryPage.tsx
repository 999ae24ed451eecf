import { useParams } from 'react-router';
import { EnquiriesGate, EnquiryDetailView } from '../../../features/enquiries';

/** /admin/enquiries/{id}: one contact-us enquiry with its attachments (issue 30). */
export default function EnquiryPage() {
  const { id = '' } = useParams();
  return (
    <EnquiriesGate>
      <EnquiryDetailView id={id} />
    </EnquiriesGate>
  );
}
