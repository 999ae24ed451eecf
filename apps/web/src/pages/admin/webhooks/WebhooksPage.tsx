import { Role } from '@portal/shared';
import { Navigate } from 'react-router';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { WebhooksAdmin } from '../../../features/webhooks';
import { useCurrentUser } from '../../../lib/current-user';

/** /admin/webhooks: webhook endpoints and deliveries (issue 31), Admin only (the server refuses others too). */
export default function WebhooksPage() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageSkeleton />;
  if (user?.role !== Role.Admin) return <Navigate to="/admin" replace />;
  return <WebhooksAdmin />;
}
