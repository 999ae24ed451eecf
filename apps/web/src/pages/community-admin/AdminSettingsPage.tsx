/** Community admin: Admin settings (spec 02 §2). */
import { useCommunityId } from './useCommunityId';
import { SettingsView } from '../../features/communities';

export default function AdminSettingsPage() {
  const id = useCommunityId();
  return <SettingsView id={id} />;
}
