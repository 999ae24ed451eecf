/** The community id of /admin/community/:id (NaN for a malformed id: the calls answer 400). */
import { useParams } from 'react-router';

export function useCommunityId(): number {
  const { id } = useParams();
  return Number(id);
}
