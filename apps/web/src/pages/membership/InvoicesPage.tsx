/** /settings route component: Invoices (spec 03 §2; issue #15). */
import { PageContainer } from '../../components/PageContainer';
import { InvoiceListView } from '../../features/invoices';

/** Invoices page. */
export default function InvoicesPage() {
  return (
    <PageContainer width="large" title="Invoices">
      <InvoiceListView />
    </PageContainer>
  );
}
