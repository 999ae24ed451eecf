/** /settings/invoice/{id} route component (spec 03 §2; issue #15). */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { PageContainer } from '../../components/PageContainer';
import { InvoiceDetailView } from '../../features/invoices';

/** Invoice detail page. */
export default function InvoicePage() {
  const { id = '' } = useParams();
  return (
    <PageContainer
      width="medium"
      title="Invoice"
      extra={
        <Link to="/settings/invoices">
          <ArrowLeftOutlined aria-hidden="true" /> All invoices
        </Link>
      }
    >
      <InvoiceDetailView key={id} id={id} />
    </PageContainer>
  );
}
