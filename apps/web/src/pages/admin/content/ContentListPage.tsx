/** /admin/content/{news|resources|pages}: the authoring list of a kind (issue #5). */
import { useParams } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { ContentAdminList, isAdminKind } from '../../../features/content';

export default function ContentListPage() {
  const { kind } = useParams();
  if (!isAdminKind(kind)) return <NotFound />;
  return <ContentAdminList key={kind} kind={kind} />;
}
