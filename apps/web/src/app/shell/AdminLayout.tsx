/**
 * Admin shell (spec 01 §2 Admin shell, spec 02 §2): side rail with "Communities management",
 * "Announcement" (only with generalAnnouncements) and "Exit" to home. Users who cannot access
 * admin go to "/". Issue #5: users who may author content (Admin role or Staff contact type) also
 * get "Content"; those without admin access see only that area.
 */
import { FileTextOutlined, LogoutOutlined, NotificationOutlined, TeamOutlined } from '@ant-design/icons';
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
  if (!canAccessAdmin && !pathname.startsWith('/admin/content')) return <Navigate to="/admin/content" replace />;

  const items: MenuProps['items'] = [
    ...(canAccessAdmin
      ? [{ key: '/admin/communities-management', icon: <TeamOutlined />, label: 'Communities management' }]
      : []),
    ...(permissions.data?.generalAnnouncements
      ? [{ key: '/admin/announcement', icon: <NotificationOutlined />, label: 'Announcement' }]
      : []),
    ...(canManageContent ? [{ key: '/admin/content', icon: <FileTextOutlined />, label: 'Content' }] : []),
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
