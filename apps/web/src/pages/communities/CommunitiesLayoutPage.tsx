import { CommunitiesLayout } from '../../features/communities';
/** Member-side communities frame with the side menu (spec 02 §2 Side menu): layout route. */

/** Layout route component. */
export default function CommunitiesLayoutPage() {
  return <CommunitiesLayout />;
}
