/**
 * Admin shell (spec 01 §2 Admin shell, spec 02 §2): side rail with "Communities management",
 * "Announcement" (only with generalAnnouncements) and "Exit" to home. Users who cannot access
 * admin go to "/". Issue #5: users who may author content (Admin role or Staff contact type) also
 * get "Content" and "Events" (issue 22); those without admin access see only those areas.
 */
import {
  CalendarOutlined,
  FileTextOutlined,
  LogoutOutlined,
  NotificationOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { PageSkeleton } from '../../components/PageSkeleton';
import { usePermissions } from '../../lib/current-user';
import { useContentAbilities } from '../../lib/content-abilities';
import { useIsDesktop } from '../../lib/hooks/useMediaQuery';

/** Admin layout route: permission check, rail and content. */
export function AdminLayout() {
  const permissions = usePermissions();
  const abilities = useContentAbilities();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isDesktop = useIsDesktop();

  if (permissions.isPending || abilities.isPending) return <PageSkeleton />;
  const canAccessAdmin = permissions.data?.canAccessAdmin === true;
  const canManageContent = abilities.data?.canManageContent === true;
  if (!canAccessAdmin && !canManageContent) return <Navigate to="/" replace />;
  // Staff (content authors) also manage events (issue 22): the same isStaff rule on the server.
  if (!canAccessAdmin && !pathname.startsWith('/admin/content') && !pathname.startsWith('/admin/events'))
    return <Navigate to="/admin/content" replace />;

  const items: MenuProps['items'] = [
    ...(canAccessAdmin
      ? [{ key: '/admin/communities-management', icon: <TeamOutlined />, label: 'Communities management' }]
      : []),
    ...(permissions.data?.generalAnnouncements
      ? [{ key: '/admin/announcement', icon: <NotificationOutlined />, label: 'Announcement' }]
      : []),
    ...(canManageContent ? [{ key: '/admin/content', icon: <FileTextOutlined />, label: 'Content' }] : []),
    ...(canManageContent ? [{ key: '/admin/events', icon: <CalendarOutlined />, label: 'Events' }] : []),
    { key: 'exit', icon: <LogoutOutlined />, label: 'Exit' },
  ];
  const selected = items.flatMap((item) =>
    item && typeof item.key === 'string' && pathname.startsWith(item.key) ? [item.key] : [],
  );

  return (
    <div style={{ display: 'flex', flexDirection: isDesktop ? 'row' : 'column', minHeight: '100%' }}>
      <nav
        aria-label="Admin"
        style={{
          width: isDesktop ? 260 : '100%',
          flex: 'none',
          background: '#fff',
          borderInlineEnd: isDesktop ? '1px solid var(--border-subtle)' : undefined,
          borderBottom: isDesktop ? undefined : '1px solid var(--border-subtle)',
          paddingTop: 12,
        }}
      >
        <Menu
          mode={isDesktop ? 'inline' : 'horizontal'}
          items={items}
          selectedKeys={selected}
          onClick={({ key }) => navigate(key === 'exit' ? '/' : key)}
          style={{ borderInlineEnd: 0 }}
        />
      </nav>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
