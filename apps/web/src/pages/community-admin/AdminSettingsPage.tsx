/** Community admin: Admin settings (spec 02 §2). */
import { SettingsView } from '../../features/community-admin';
import { useCommunityId } from './useCommunityId';

export default function AdminSettingsPage() {
  const id = useCommunityId();
  return <SettingsView id={id} />;
}
