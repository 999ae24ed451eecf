/**
 * Community details {alias} (spec 02 §2): the header and the tabs About, Discussion (posts),
 * Members and Assets, each its own route beneath the alias. Opening a community records a view
 * (POST community/{id}/view). The error screens of spec 02 §2 replace the page when the
 * community is missing, private or not open to the caller; leaving goes to explore.
 */
import type { Community } from '@portal/shared';
import { Card, Skeleton, Tabs } from 'antd';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { getCurrentTenant } from '../../../lib/runtime-config';
import { postCommunityAction, useCommunityByAlias } from '../api/communities';
import { DETAILS_TEXT } from '../constants';
import { communityPaths } from '../hooks/useCommunityPaths';
import { canOpenCommunity } from './CommunityCard';
import { CommunityHeader } from './CommunityHeader';
import { CommunityErrorScreen, MembersOnlyScreen } from './CommunityStatus';

type TabKey = 'about' | 'posts' | 'members' | 'resources' | 'meetings';

/** What the tab routes get from the details page. */
export interface CommunityOutlet {
  community: Community;
}

/** The community of the enclosing details page. */
export function useCommunityOutlet(): CommunityOutlet {
  return useOutletContext<CommunityOutlet>();
}

const viewed = new Set<number>();

/** Loads the community by alias and shows one of: skeleton, error screen, access screen, or the page. */
export function CommunityDetailsView({ withTabs = true }: { withTabs?: boolean }) {
  const { alias } = useParams();
  const query = useCommunityByAlias(alias);
  const community = query.data?.community;

  useEffect(() => {
    if (!community) return;
    document.title = `${community.name} | ${getCurrentTenant().shortName}`;
    // One view per community per page load; failures are not shown.
    if (canOpenCommunity(community) && !viewed.has(community.id)) {
      viewed.add(community.id);
      postCommunityAction(community.id, 'view').catch(() => undefined);
    }
  }, [community]);

  if (query.isPending) {
    return (
      <Card variant="borderless" role="status" aria-busy="true" aria-label="Loading">
        <Skeleton.Button active block style={{ height: 180 }} />
        <Skeleton active paragraph={{ rows: 5 }} style={{ marginTop: 16 }} />
      </Card>
    );
  }
  if (query.isError || !community) return <CommunityErrorScreen error={query.error} onRetry={() => query.refetch()} />;
  if (!canOpenCommunity(community)) return <MembersOnlyScreen community={community} />;
  if (!withTabs) return <Outlet context={{ community } satisfies CommunityOutlet} />;
  return <CommunityPage community={community} />;
}

function CommunityPage({ community }: { community: Community }) {
  const navigate = useNavigate();
  const location = useLocation();
  const paths = communityPaths();
  const base = paths.community(community.alias);
  const rest = location.pathname.slice(base.length).split('/').filter(Boolean)[0];
  const active: TabKey =
    rest === 'posts' || rest === 'members' || rest === 'resources' || rest === 'meetings' ? rest : 'about';
  const tabs: { key: TabKey; label: string }[] = [
    { key: 'about', label: DETAILS_TEXT.about },
    { key: 'posts', label: DETAILS_TEXT.discussion },
    { key: 'members', label: DETAILS_TEXT.members },
    { key: 'resources', label: DETAILS_TEXT.assets },
    { key: 'meetings', label: 'Meetings' },
  ];
  return (
    <>
      <CommunityHeader community={community} onLeft={() => navigate(paths.explore)} />
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(key === 'about' ? base : `${base}/${key}`)}
        items={tabs.map((tab) => ({ key: tab.key, label: tab.label }))}
        style={{ marginTop: 8 }}
      />
      <Outlet context={{ community } satisfies CommunityOutlet} />
    </>
  );
}
