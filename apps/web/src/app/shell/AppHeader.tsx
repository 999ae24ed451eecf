/**
 * The fixed 68 px header (spec 01 §2 Shell and navigation): logo (links home), top navigation,
 * and on the right Home, search (global_search), notifications, the events calendar (calendar
 * sub-module), the cart (events; shown while it holds tickets) and the account menu. Below 992 px a
 * hamburger opens the left drawer.
 */
import { CalendarOutlined, HomeOutlined, MenuOutlined } from '@ant-design/icons';
import {
  canUseFeature,
  canUseSubModule,
  type CurrentAccount,
  type GlobalPermissions,
  type TenantConfig,
} from '@portal/shared';
import { Button, Skeleton, Tooltip } from 'antd';
import { Link } from 'react-router';
import { TenantLogo } from '../../components/TenantLogo';
import { getRuntimeConfig } from '../../lib/runtime-config';
import styles from './AppHeader.module.css';
import type { NavItem } from './nav-items';
import { TopNav } from './TopNav';
import { HeaderSearch } from '../../features/search';
import { NotificationBell } from '../../features/notifications';
import { CartButton } from '../../features/cart';
import { AccountMenu } from '../../features/account';

export interface AppHeaderProps {
  tenant: TenantConfig;
  user?: CurrentAccount;
  permissions?: GlobalPermissions;
  navItems: NavItem[];
  isDesktop: boolean;
  onOpenMenu: () => void;
  onLogOut: () => Promise<void>;
}

/** Header bar of the shell. */
export function AppHeader({ tenant, user, permissions, navItems, isDesktop, onOpenMenu, onLogOut }: AppHeaderProps) {
  const showSearch = !!user && canUseFeature(tenant.features, 'global_search', user);
  const showCalendar = !!user && canUseSubModule(tenant.features, 'events', 'calendar', user);
  const showCart = !!user && canUseFeature(tenant.features, 'events', user);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {!isDesktop && (
          <Button
            type="text"
            shape="circle"
            aria-label="Open menu"
            icon={<MenuOutlined style={{ fontSize: 18 }} />}
            onClick={onOpenMenu}
          />
        )}
        <Link to="/" className={styles.logoLink} aria-label={`${tenant.shortName} home`}>
          <TenantLogo height={isDesktop ? 40 : 32} />
        </Link>
        {isDesktop && user && <TopNav items={navItems} />}
        <div className={styles.actions}>
          {user ? (
            <>
              {isDesktop && (
                <Tooltip title="Home">
                  <Link to="/" aria-label="Home">
                    <Button type="text" shape="circle" tabIndex={-1} icon={<HomeOutlined style={{ fontSize: 18 }} />} />
                  </Link>
                </Tooltip>
              )}
              {isDesktop && showSearch && <HeaderSearch communitiesBase={getRuntimeConfig().communitiesRoute} />}
              <NotificationBell isDesktop={isDesktop} communitiesBase={getRuntimeConfig().communitiesRoute} />
              {isDesktop && showCalendar && (
                <Tooltip title="Events calendar">
                  <Link to="/events/discover/all?activeTab=calendar" aria-label="Events calendar">
                    <Button
                      type="text"
                      shape="circle"
                      tabIndex={-1}
                      icon={<CalendarOutlined style={{ fontSize: 18 }} />}
                    />
                  </Link>
                </Tooltip>
              )}
              {showCart && <CartButton userId={user.id} />}
              <AccountMenu tenant={tenant} user={user} permissions={permissions} onLogOut={onLogOut} />
            </>
          ) : (
            <Skeleton.Avatar active size={36} />
          )}
        </div>
      </div>
    </header>
  );
}
