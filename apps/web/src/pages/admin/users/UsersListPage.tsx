/** /admin/users: the members table (issue 23). */
import { MembersList } from '../../../features/members-admin';

export default function UsersListPage() {
  return <MembersList />;
}
