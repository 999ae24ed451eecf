/**
 * Account menu in an avatar popover (spec 01 §2 Account menu). Entries come from
 * `buildAccountMenu`; external entries open in a new tab; "Log out" calls `onLogOut`.
 */
import { ExportOutlined, LogoutOutlined } from '@ant-design/icons';
import {
  type CurrentAccount,
  type GlobalPermissions,
  initials,
  isSubModuleEnabled,
  type TenantConfig,
} from '@portal/shared';
import { Button, ConfigProvider, Menu, type MenuProps, Popover } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useContentAbilities } from '../../../lib/content-abilities';
import { useStaffAbilities } from '../../../lib/staff-abilities';
import { useCanCancelMembership } from '../api/account';
import { type AccountMenuEntry, type AccountMenuLink, buildAccountMenu } from '../utils/account-menu';
import styles from './AccountMenu.module.css';
import { UserAvatar } from '../../../components/UserAvatar';

export interface AccountMenuProps {
  tenant: TenantConfig;
  user: CurrentAccount;
  permissions?: GlobalPermissions;
  onLogOut: () => Promise<void> | void;
}

/** A compact menu: the account menu has up to 25 entries. */
const MENU_THEME = { components: { Menu: { itemHeight: 34, itemMarginBlock: 2, groupTitleFontSize: 12 } } };

function toMenuItem(link: AccountMenuLink): NonNullable<MenuProps['items']>[number] {
  if (link.href) {
    return {
      key: link.key,
      label: (
        <a href={link.href} target="_blank" rel="noopener noreferrer">
          {link.label} <ExportOutlined style={{ fontSize: 12, marginLeft: 4 }} />
        </a>
      ),
    };
  }
  return { key: link.key, label: link.label };
}

function flatten(entries: AccountMenuEntry[]): AccountMenuLink[] {
  return entries.flatMap((entry) => ('children' in entry ? entry.children : [entry]));
}

/** Avatar button that opens the account menu. */
export function AccountMenu({ tenant, user, permissions, onLogOut }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const [isLoggingOut, setLoggingOut] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Asked only once the menu opens (the answer only decides one entry).
  const cancelCheck = useCanCancelMembership(
    open && isSubModuleEnabled(tenant.features, 'settings', 'cancel_membership'),
  );
  // Content authors without admin access (Staff) also get the Admin entry (issue #5).
  const contentAbilities = useContentAbilities(open && !permissions?.canAccessAdmin);
  // Scoped staff (membership, events; issue 23) get it too.
  const staffAbilities = useStaffAbilities(open && !permissions?.canAccessAdmin);
  const entries = buildAccountMenu({
    tenant,
    user,
    permissions,
    canCancelMembership: cancelCheck.data?.canCancelMembership === true,
    onAdminSide: pathname === '/admin' || pathname.startsWith('/admin/'),
    canManageContent:
      contentAbilities.data?.canManageContent === true ||
      staffAbilities.data?.canManageMembers === true ||
      staffAbilities.data?.canManageEvents === true,
  });
  const links = flatten(entries);
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  const items: MenuProps['items'] = entries.map((entry) =>
    'children' in entry
      ? { key: entry.key, type: 'group', label: entry.group, children: entry.children.map(toMenuItem) }
      : toMenuItem(entry),
  );
  const selected = links.filter((link) => link.to && link.to !== '/' && pathname === link.to).map((link) => link.key);

  function handleClick({ key }: { key: string }) {
    const link = links.find((entry) => entry.key === key);
    setOpen(false);
    if (link?.to) navigate(link.to);
  }

  async function handleLogOut() {
    setLoggingOut(true);
    setOpen(false);
    try {
      await onLogOut();
    } finally {
      setLoggingOut(false);
    }
  }

  const content = (
    <div className={styles.panel}>
      <div className={styles.identity}>
        <UserAvatar firstName={user.firstName} lastName={user.lastName} avatarUrl={user.avatarUrl} size={44} />
        <div style={{ minWidth: 0 }}>
          <div className={styles.name}>{fullName}</div>
          {user.email && <div className={styles.email}>{user.email}</div>}
        </div>
      </div>
      <ConfigProvider theme={MENU_THEME}>
        <Menu
          mode="vertical"
          items={items}
          selectedKeys={selected}
          onClick={handleClick}
          style={{ borderInlineEnd: 0 }}
        />
      </ConfigProvider>
      <div className={styles.logout}>
        <Button
          type="text"
          block
          icon={<LogoutOutlined />}
          onClick={handleLogOut}
          loading={isLoggingOut}
          style={{ justifyContent: 'flex-start' }}
        >
          Log out
        </Button>
      </div>
    </div>
  );

  return (
    <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} content={content} arrow={false}>
      <button
        type="button"
        className="account-avatar-button"
        // The name contains the initials the button shows (WCAG 2.5.3 label in name).
        aria-label={user.avatarUrl ? 'Account menu' : `Account menu, ${initials(user.firstName, user.lastName)}`}
        aria-haspopup="menu"
        aria-expanded={open}
        style={{
          border: 0,
          background: 'none',
          padding: 2,
          marginLeft: 8,
          borderRadius: '50%',
          cursor: 'pointer',
          display: 'inline-flex',
        }}
      >
        <UserAvatar firstName={user.firstName} lastName={user.lastName} avatarUrl={user.avatarUrl} />
      </button>
    </Popover>
  );
}
