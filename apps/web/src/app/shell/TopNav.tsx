/**
 * Desktop top navigation (spec 01 §2 Shell and navigation). The News & Resources entry is a
 * dropdown; the rest are links with an active underline in the brand colour.
 */
import { DownOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { Link, NavLink, useLocation } from 'react-router';
import styles from './AppHeader.module.css';
import { isNavItemActive, type NavItem } from './nav-items';

/** Renders the nav entries as links and dropdowns. */
export function TopNav({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  return (
    <nav className={styles.nav} aria-label="Main">
      {items.map((item) =>
        item.children ? (
          <Dropdown
            key={item.key}
            trigger={['hover', 'click']}
            menu={{
              items: item.children.map((child) => ({
                key: child.key,
                label: <Link to={child.to ?? '/'}>{child.label}</Link>,
              })),
              selectedKeys: item.children.filter((child) => isNavItemActive(child, pathname)).map((c) => c.key),
            }}
          >
            <button
              type="button"
              className={`${styles.navLink} ${isNavItemActive(item, pathname) ? styles.active : ''}`}
              aria-haspopup="menu"
            >
              {item.label}
              <DownOutlined style={{ fontSize: 11 }} />
            </button>
          </Dropdown>
        ) : (
          <NavLink
            key={item.key}
            to={item.to ?? '/'}
            className={() => `${styles.navLink} ${isNavItemActive(item, pathname) ? styles.active : ''}`}
          >
            {item.label}
          </NavLink>
        ),
      )}
    </nav>
  );
}
