/** Member-side communities frame with the side menu (spec 02 §2 Side menu): layout route. */
import { CommunitiesLayout } from '../../features/communities/components/CommunitiesLayout';

/** Layout route component. */
export default function CommunitiesLayoutPage() {
  return <CommunitiesLayout />;
}
