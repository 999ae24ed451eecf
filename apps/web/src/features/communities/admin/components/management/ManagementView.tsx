/**
 * /admin/communities-management/{tab} (spec 02 §2 Global administration; issue 20): six tabs, each
 * shown only with its global flag: Communities (generalCommunities), Community category
 * (generalCategories), Tags (generalTags), Managers (generalManagers, path administrators), Global
 * Terms and Conditions (generalTc), FAQ (generalFaq). An unknown or hidden tab goes to the first
 * allowed one; without any (a moderator, a WorkSpaceOwner), an empty state and the communities the
 * caller manages.
 */
import type { GlobalPermissions } from '@portal/shared';
import { Empty, Skeleton, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { usePermissions } from '../../../../../lib/current-user';
import { ManagedCommunitiesCard } from '../ManagedCommunitiesCard';
import { CategoriesTab } from './CategoriesTab';
import { CommunitiesTab } from './CommunitiesTab';
import { FaqTab } from './FaqTab';
import { GlobalTermsTab } from './GlobalTermsTab';
import { ManagersTab } from './ManagersTab';
import { TagsTab } from './TagsTab';

/** The tabs: path segment, label, flag and content. */
export const MANAGEMENT_TABS: { key: string; label: string; flag: keyof GlobalPermissions; render(): ReactNode }[] = [
  { key: 'communities', label: 'Communities', flag: 'generalCommunities', render: () => <CommunitiesTab /> },
  { key: 'categories', label: 'Community category', flag: 'generalCategories', render: () => <CategoriesTab /> },
  { key: 'tags', label: 'Tags', flag: 'generalTags', render: () => <TagsTab /> },
  { key: 'administrators', label: 'Managers', flag: 'generalManagers', render: () => <ManagersTab /> },
  { key: 'global-tc', label: 'Global Terms and Conditions', flag: 'generalTc', render: () => <GlobalTermsTab /> },
  { key: 'faq', label: 'FAQ', flag: 'generalFaq', render: () => <FaqTab /> },
];

export const managementPath = (tab: string) => `/admin/communities-management/${tab}`;

/** The management page with tab `tab` (undefined: the first allowed one). */
export function ManagementView({ tab }: { tab?: string }) {
  const permissions = usePermissions();
  const navigate = useNavigate();
  if (permissions.isPending) return <Skeleton active paragraph={{ rows: 8 }} style={{ padding: 24 }} />;
  const allowed = MANAGEMENT_TABS.filter((t) => permissions.data?.[t.flag] === true);
  const current = allowed.find((t) => t.key === tab);
  if (!current && allowed.length > 0) return <Navigate to={managementPath(allowed[0].key)} replace />;
  return (
    <div style={{ padding: 'clamp(12px, 3vw, 24px)' }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Communities management
      </Typography.Title>
      {current ? (
        <Tabs
          activeKey={current.key}
          onChange={(key) => navigate(managementPath(key))}
          items={allowed.map((t) => ({ key: t.key, label: t.label }))}
        />
      ) : (
        <>
          <Empty description="No management tabs are available to your account." />
          <div style={{ maxWidth: 480, marginTop: 24 }}>
            <ManagedCommunitiesCard />
          </div>
        </>
      )}
      {current?.render()}
    </div>
  );
}
