/**
 * The settings frame (spec 01 §2 Settings routes): the side menu (a drawer on small screens) beside
 * the routed settings page.
 */
import { SettingOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { SideMenu } from '../../../../components/SideMenu';
import { SideMenuItem } from '../../../../components/SideMenuItem';
import { SideMenuLayout } from '../../../../components/SideMenuLayout';
import { getCurrentTenant } from '../../../../lib/runtime-config';
import { useShellContext } from '../../../../lib/shell-context';
import { useCanCancelMembership } from '../../api/account';
import { buildSettingsMenu } from '../../utils/settings-menu';

/** Side menu of the settings area. */
function SettingsMenu() {
  const shell = useShellContext();
  const { pathname } = useLocation();
  const cancel = useCanCancelMembership(!!shell);
  if (!shell) return null;
  const links = buildSettingsMenu(getCurrentTenant(), shell.user, !!cancel.data?.canCancelMembership);
  return (
    <SideMenu
      label="Settings menu"
      items={links.map((link) => (
        <SideMenuItem
          key={link.key}
          to={link.to}
          icon={link.nested ? <span aria-hidden="true" /> : <SettingOutlined />}
          active={pathname === link.to || pathname.startsWith(`${link.to}/`)}
        >
          {link.label}
        </SideMenuItem>
      ))}
    />
  );
}

/** Layout route of /settings/*. */
export function SettingsLayout() {
  return <SideMenuLayout menu={<SettingsMenu />} drawerTitle="Settings" menuButtonLabel="Settings menu" />;
}
