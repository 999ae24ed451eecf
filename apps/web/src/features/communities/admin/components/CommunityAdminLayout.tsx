/**
 * The community admin area's layout (spec 02 §2 Community admin area): a sider with the header
 * (back link to the communities dashboard, image, category names or "Uncategorized", name, short
 * description, an "Archived" tag, Open/Private label, member count) and the left menu with the
 * statistics counts; the page in the outlet. Skeletons show while the community or the statistics
 * load; 400/403 answers show an error state.
 */
import { ArrowLeftOutlined, TeamOutlined } from '@ant-design/icons';
import { opensAdminArea } from '@portal/shared';
import { Badge, Menu, type MenuProps, Result, Select, Skeleton, Space, Tag, Typography, theme } from 'antd';
import { Suspense } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { PageSkeleton } from '../../../../components/PageSkeleton';
import { errorMessage } from '../../../../lib/errors';
import { useIsDesktop } from '../../../../lib/hooks/useMediaQuery';
import { useAdminCommunity, useCommunityStatistics } from '../api/admin';
import { type AdminPage, adminPath, communitiesDashboardPath, memberCommunityPath } from '../paths';
import { AdminImage } from './AdminImage';
import { type AdminAbilities, adminAbilities } from './abilities';

function label(text: string, count: number | undefined, color: string) {
  return (
    <span
      style={{ display: 'inline-flex', width: '100%', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{text}</span>
      {count !== undefined && <Badge count={count} showZero overflowCount={999} color={color} />}
    </span>
  );
}

function menuItems(
  id: number,
  a: AdminAbilities,
  counts: Partial<Record<AdminPage, number>>,
  color: string,
): MenuProps['items'] {
  const item = (page: AdminPage, text: string) => ({
    key: adminPath(id, page),
    label: label(text, counts[page], color),
  });
  return [
    {
      type: 'group',
      key: 'tools',
      label: 'Admin tools',
      children: [
        item('posts', 'All posts'),
        item('pending', 'Posts pending approval'),
        ...(a.canSeeReportedPosts ? [item('reported-posts', 'Reported posts')] : []),
        ...(a.canSeeReportedComments ? [item('reported-comments', 'Reported comments')] : []),
        item('archived', 'Archived posts'),
        item('assets', 'Manage post assets'),
        ...(a.canSeeAdminPages
          ? [
              item('requirements', 'Membership requirements'),
              item('settings', 'Admin settings'),
              item('about', 'About'),
            ]
          : [item('about', 'About')]),
      ],
    },
    {
      type: 'group',
      key: 'community',
      label: 'Community',
      children: [
        item('members', 'Members'),
        item('removed-members', 'Removed members'),
        ...(a.canBlacklist ? [item('blacklist', 'Blacklist')] : []),
        item('meetings', 'Meetings'),
        ...(a.isAdmin ? [item('log', 'Moderation log')] : []),
      ],
    },
  ];
}

/** The groups' items in one list (the horizontal menu on narrow screens). */
function flatten(items: MenuProps['items']): MenuProps['items'] {
  return (items ?? []).flatMap((g) => (g && 'children' in g && g.children ? g.children : g ? [g] : []));
}

/** The layout route of /admin/community/:id. */
export function CommunityAdminLayout({ id }: { id: number }) {
  const details = useAdminCommunity(id);
  const statistics = useCommunityStatistics(id, details.isSuccess);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isDesktop = useIsDesktop();
  const { token } = theme.useToken();

  if (details.isError)
    return (
      <Result
        status="warning"
        title={errorMessage(details.error)}
        extra={<Link to={communitiesDashboardPath()}>Back to communities</Link>}
      />
    );

  if (details.data && !opensAdminArea(details.data.permissions))
    return (
      <Result
        status="403"
        title="You do not manage this community"
        subTitle="Its admin area is for the community's moderators and the association's community managers."
        extra={<Link to={communitiesDashboardPath()}>Back to communities</Link>}
      />
    );

  const community = details.data?.community;
  const abilities = details.data ? adminAbilities(details.data) : null;
  const s = statistics.data;
  const counts: Partial<Record<AdminPage, number>> = s
    ? {
        posts: s.allPostsCount,
        pending: s.pendingPostsCount,
        'reported-posts': s.reportedPostsCount,
        'reported-comments': s.reportedPostCommentsCount,
        archived: s.archivedPostsCount,
      }
    : {};
  const categories = community?.categories.map((c) => c.name).join(', ') || 'Uncategorized';

  return (
    <div style={{ display: 'flex', flexDirection: isDesktop ? 'row' : 'column', minHeight: '100%' }}>
      <aside
        aria-label="Community admin"
        style={{
          width: isDesktop ? 280 : '100%',
          flex: 'none',
          padding: 16,
          borderInlineEnd: isDesktop ? '1px solid var(--border-subtle)' : undefined,
          borderBottom: isDesktop ? undefined : '1px solid var(--border-subtle)',
        }}
      >
        <Link
          to={communitiesDashboardPath()}
          style={{ display: 'inline-flex', gap: 6, minHeight: 24, alignItems: 'center' }}
        >
          <ArrowLeftOutlined aria-hidden /> Back to communities
        </Link>
        {!community || !abilities ? (
          <div role="status" aria-label="Loading community" style={{ marginTop: 12 }}>
            <Skeleton.Image active style={{ width: 248, height: 80 }} />
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
        ) : (
          <>
            {isDesktop && (
              <div style={{ marginTop: 12 }}>
                <AdminImage src={community.imageUrl} alt={community.name} />
              </div>
            )}
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
              {categories}
            </Typography.Text>
            <Typography.Title level={2} style={{ fontSize: 20, margin: '4px 0' }}>
              <Link to={memberCommunityPath(community.alias)}>{community.name}</Link>
            </Typography.Title>
            {isDesktop && (
              <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                {community.shortDescription}
              </Typography.Paragraph>
            )}
            <Space wrap size={[4, 4]}>
              {community.isArchived && <Tag color="orange">Archived</Tag>}
              <Tag>{community.isPublic ? 'Open' : 'Private'}</Tag>
              <span>
                <TeamOutlined aria-hidden /> {community.membersCount} members
              </span>
            </Space>
            {statistics.isPending ? (
              <div role="status" aria-label="Loading counts" style={{ marginTop: 12 }}>
                <Skeleton active title={false} paragraph={{ rows: 8 }} />
              </div>
            ) : isDesktop ? (
              <Menu
                mode="inline"
                items={menuItems(id, abilities, counts, token.colorPrimary)}
                selectedKeys={[pathname]}
                onClick={({ key }) => navigate(key)}
                style={{ borderInlineEnd: 0, marginTop: 12 }}
              />
            ) : (
              <Select
                aria-label="Admin page"
                style={{ width: '100%', marginTop: 12 }}
                value={pathname}
                onChange={(key: string) => navigate(key)}
                options={flatten(menuItems(id, abilities, counts, token.colorPrimary))?.flatMap((item) =>
                  item && 'key' in item && typeof item.key === 'string' && 'label' in item
                    ? [{ value: item.key, label: item.label }]
                    : [],
                )}
              />
            )}
          </>
        )}
      </aside>
      <main style={{ flex: 1, minWidth: 0, padding: isDesktop ? 24 : 12 }}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
