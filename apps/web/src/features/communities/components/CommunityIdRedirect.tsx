/**
 * /community/{id} (links of the home dashboard, spec 01 §2 Home dashboard): finds the community's
 * alias and replaces the address with {route family}/{alias}; a failure shows the error screens.
 */
import { Card, Skeleton } from 'antd';
import { Navigate, useParams } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { ApiError } from '../../../lib/errors';
import { useCommunityById } from '../api/communities';
import { communityPaths } from '../hooks/useCommunityPaths';
import { CommunityErrorScreen } from './CommunityStatus';

/** The redirect page. */
export function CommunityIdRedirect() {
  const { id } = useParams();
  const numeric = Number(id);
  const valid = Number.isInteger(numeric) && numeric > 0;
  const query = useCommunityById(valid ? numeric : undefined);
  if (query.data) return <Navigate to={communityPaths().community(query.data.community.alias)} replace />;
  return (
    <PageContainer width="medium">
      {valid && query.isPending ? (
        <Card variant="borderless" role="status" aria-busy="true" aria-label="Loading">
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      ) : (
        <CommunityErrorScreen error={valid ? query.error : new ApiError(400, {})} onRetry={() => query.refetch()} />
      )}
    </PageContainer>
  );
}
