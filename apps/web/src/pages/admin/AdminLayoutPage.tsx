/** /admin/* layout route (spec 01 §2 Admin shell). */
import { AdminLayout } from '../../app/shell/AdminLayout';

/** Admin layout route component. */
export default function AdminLayoutPage() {
  return <AdminLayout />;
}
