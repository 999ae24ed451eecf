/** Route components of the directories, profiles and profile visibility (spec 03 §2; issue 16): thin wrappers. */
import { canUseFeature, type FeatureKey } from '@portal/shared';
import { Navigate, useParams } from 'react-router';
import { PageContainer } from '../../components/PageContainer';
import { PageSkeleton } from '../../components/PageSkeleton';
import { useCurrentUser } from '../../lib/current-user';
import { getCurrentTenant } from '../../lib/runtime-config';
import {
  MemberDirectoryView,
  OrganisationDirectoryView,
  OrganisationProfileView,
  PrivacySettingsView,
  ProfileView,
} from '../../features/directory';

function useCan() {
  const { data: user } = useCurrentUser();
  return (key: FeatureKey) => !!user && canUseFeature(getCurrentTenant().features, key, user);
}

/** /members */
export function MemberDirectoryPage() {
  const { data: user } = useCurrentUser();
  const can = useCan();
  if (!user) return <PageSkeleton />;
  return (
    <PageContainer title="Member directory">
      <MemberDirectoryView showExpertise={can('areas_of_expertise')} />
    </PageContainer>
  );
}

/** /organisations */
export function OrganisationDirectoryPage() {
  return (
    <PageContainer title="Organisation directory">
      <OrganisationDirectoryView />
    </PageContainer>
  );
}

/** /organisation/{id} */
export function OrganisationProfilePage() {
  const id = Number(useParams().id);
  const can = useCan();
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/organisations" replace />;
  return (
    <PageContainer width="medium">
      <OrganisationProfileView id={id} showMembers={can('member_directory')} />
    </PageContainer>
  );
}

/** /profile */
export function MyProfilePage() {
  return (
    <PageContainer width="medium">
      <ProfileView />
    </PageContainer>
  );
}

/** /profile/{id} */
export function MemberProfilePage() {
  const { id } = useParams();
  return (
    <PageContainer width="medium">
      <ProfileView key={id} id={id} />
    </PageContainer>
  );
}

/** /settings/profile-visibility */
export function ProfileVisibilityPage() {
  return (
    <PageContainer width="small" title="Profile visibility">
      <PrivacySettingsView />
    </PageContainer>
  );
}
