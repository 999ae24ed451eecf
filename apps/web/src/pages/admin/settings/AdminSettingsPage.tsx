/**
 * /admin/settings: the server values screen, the organisation details printed on tax invoices
 * and the organisation logo (issue 30) for the Admin role (issue 20); anyone else with admin
 * access still sees the spec's under-construction page.
 */
import { Role } from '@portal/shared';
import { PageContainer } from '../../../components/PageContainer';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { UnderConstruction } from '../../../components/UnderConstruction';
import { useCurrentUser } from '../../../lib/current-user';
import { ServerValuesAdmin, SupplierDetailsForm, SupplierLogoCard } from '../../../features/server-values';

export default function AdminSettingsPage() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageSkeleton />;
  return user?.role === Role.Admin ? (
    <>
      <ServerValuesAdmin />
      <PageContainer>
        <SupplierDetailsForm />
        <SupplierLogoCard />
      </PageContainer>
    </>
  ) : (
    <PageContainer width="medium">
      <UnderConstruction />
    </PageContainer>
  );
}
