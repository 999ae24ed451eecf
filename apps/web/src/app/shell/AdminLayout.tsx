/**
 * Admin shell (spec 01 §2 Admin shell, spec 02 §2): side rail with "Communities management",
 * "Announcement" (only with generalAnnouncements) and "Exit" to home. Users who cannot access
 * admin go to "/". Issue #5: users who may author content (Admin role or Staff contact type) also
 * get "Content" and "Events" (issue 22); those without admin access see only those areas.
 * Issue 23: "Users" for Admin and membership staff, "Events" also for events staff, "Audit log" for
 * Admin; a scoped staff member sees only their own areas. Issue 30: "Enquiries" (contact-us, with
 * their attachments) for staff, membership staff and Admin. The Admin role also gets "Settings"
 * (server values, issue 20) and, under "Integrations", "API keys" and "Webhooks" (issue 31). A community's admin area (/admin/community/{id}) is open to whoever
 * administers that community, a Manager of all communities included; its own layout checks that
 * community's permissions.
 */
import {
  ApiOutlined,
  AuditOutlined,
  CalendarOutlined,
  FileTextOutlined,
  KeyOutlined,
  LogoutOutlined,
  MailOutlined,
  NotificationOutlined,
  SettingOutlined,
  SendOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { PageSkeleton } from '../../components/PageSkeleton';
import { Role } from '@portal/shared';
import { useCurrentUser, usePermissions } from '../../lib/current-user';
import { useContentAbilities } from '../../lib/content-abilities';
import { useIsDesktop } from '../../lib/hooks/useMediaQuery';
import { useStaffAbilities } from '../../lib/staff-abilities';
import { adminAreas, adminLandingPath } from './admin-landing';

/** Admin layout route: permission check, rail and content. */
export function AdminLayout() {
  const permissions = usePermissions();
  const abilities = useContentAbilities();
  const { data: user } = useCurrentUser();
  const staff = useStaffAbilities();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isDesktop = useIsDesktop();
  const railRef = useRef<HTMLElement>(null);
  // Narrow screens (issue 32): the rail is one scrolling row, never an overflow menu that hides the
  // current item; the current item is scrolled into view.
  useEffect(() => {
    if (isDesktop || !pathname) return;
    const current = railRef.current?.querySelector<HTMLElement>('.ant-menu-item-selected');
    if (current && railRef.current) {
      const nav = railRef.current;
      nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
    }
  });

  if (permissions.isPending || abilities.isPending || staff.isPending) return <PageSkeleton />;
  const canAccessAdmin = permissions.data?.canAccessAdmin === true;
  const canManageContent = abilities.data?.canManageContent === true;
  const canManageEvents = staff.data?.canManageEvents === true;
  const canManageMembers = staff.data?.canManageMembers === true;
  const canReadAudit = staff.data?.canReadAudit === true;
  const canReadEnquiries = staff.data?.canReadEnquiries === true;
  const isAdmin = user?.role === Role.Admin;
  // The areas a user without admin access may open: the same rules as the server's; a scoped staff
  // member lands on their own area first (issue 32: events staff on Events, not Content).
  const abilitiesNow = { canManageContent, canManageEvents, canManageMembers, canReadAudit, canReadEnquiries };
  const areas = adminAreas(abilitiesNow);
  const landing = adminLandingPath(user?.contactTypes ?? [], abilitiesNow);
  const inCommunityArea = pathname.startsWith('/admin/community/');
  if (!canAccessAdmin && !inCommunityArea && !landing) return <Navigate to="/" replace />;
  if (!canAccessAdmin && !inCommunityArea && landing && !areas.some((area) => pathname.startsWith(area)))
    return <Navigate to={landing} replace />;

  const items: MenuProps['items'] = [
    ...(canAccessAdmin
      ? [{ key: '/admin/communities-management', icon: <TeamOutlined />, label: 'Communities management' }]
      : []),
    ...(permissions.data?.generalAnnouncements
      ? [{ key: '/admin/announcement', icon: <NotificationOutlined />, label: 'Announcement' }]
      : []),
    ...(canManageContent ? [{ key: '/admin/content', icon: <FileTextOutlined />, label: 'Content' }] : []),
    ...(canManageEvents ? [{ key: '/admin/events', icon: <CalendarOutlined />, label: 'Events' }] : []),
    ...(canManageMembers ? [{ key: '/admin/users', icon: <UserOutlined />, label: 'Users' }] : []),
    ...(canReadAudit ? [{ key: '/admin/audit', icon: <AuditOutlined />, label: 'Audit log' }] : []),
    ...(canReadEnquiries ? [{ key: '/admin/enquiries', icon: <MailOutlined />, label: 'Enquiries' }] : []),
    // Issue 20: server values for the Admin role.
    ...(isAdmin ? [{ key: '/admin/settings', icon: <SettingOutlined />, label: 'Settings' }] : []),
    // Issue 31: the Integrations group (a group on the rail, a sub-menu in the narrow top bar).
    ...(isAdmin
      ? [
          {
            key: 'integrations',
            type: isDesktop ? ('group' as const) : undefined,
            icon: isDesktop ? undefined : <ApiOutlined />,
            label: 'Integrations',
            children: [
              { key: '/admin/api-keys', icon: <KeyOutlined />, label: 'API keys' },
              { key: '/admin/webhooks', icon: <SendOutlined />, label: 'Webhooks' },
            ],
          },
        ]
      : []),
    { key: 'exit', icon: <LogoutOutlined />, label: 'Exit' },
  ];
  const keysOf = (list: MenuProps['items']): string[] =>
    (list ?? []).flatMap((item) => [
      ...(item && typeof item.key === 'string' ? [item.key] : []),
      ...(item && 'children' in item ? keysOf(item.children) : []),
    ]);
  const selected = keysOf(items).filter((key) => key.startsWith('/') && pathname.startsWith(key));

  return (
    <div style={{ display: 'flex', flexDirection: isDesktop ? 'row' : 'column', minHeight: '100%' }}>
      <nav
        ref={railRef}
        aria-label="Admin"
        style={{
          overflowX: isDesktop ? undefined : 'auto',
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
          disabledOverflow={!isDesktop}
          items={items}
          selectedKeys={selected}
          onClick={({ key }) => navigate(key === 'exit' ? '/' : key)}
          style={{
            borderInlineEnd: 0,
            ...(isDesktop ? {} : { flexWrap: 'nowrap', width: 'max-content', minWidth: '100%' }),
          }}
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
