import { MemberPagesView } from '../../features/content';
/**
 * Member-only pages (spec 03 §2 Member-only pages): route component. The route sits outside the
 * shell (the layout is hidden); app/routes/MemberPagesRoute gives it the query cache.
 */

/** Route component. */
export default function MemberPagesPage() {
  return <MemberPagesView />;
}
