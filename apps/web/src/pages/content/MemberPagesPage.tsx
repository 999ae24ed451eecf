/**
 * Member-only pages (spec 03 §2 Member-only pages): route component. The route sits outside the
 * shell (the layout is hidden), so it brings the query cache itself.
 */
import { QueryProvider } from '../../app/QueryProvider';
import { MemberPagesView } from '../../features/content/components/MemberPagesView';

/** Route component. */
export default function MemberPagesPage() {
  return (
    <QueryProvider>
      <MemberPagesView />
    </QueryProvider>
  );
}
