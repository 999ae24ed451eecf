import { MembersList } from '../../../features/members';
/** /admin/users: the members table (issue 23). */

export default function UsersListPage() {
  return <MembersList />;
}
