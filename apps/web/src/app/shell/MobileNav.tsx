/**
 * Mobile navigation (spec 01 §2: "Mobile: left menu drawer (width 330)"): Home, the feature
 * entries, and search when the global_search feature is on.
 */
import { HomeOutlined } from '@ant-design/icons';
import { LAYOUT } from '@portal/shared';
import { Drawer, Input, Menu, type MenuProps } from 'antd';
import { useNavigate, useLocation } from 'react-router';
import { TenantLogo } from '../../components/TenantLogo';
import { isNavItemActive, type NavItem } from './nav-items';

export interface MobileNavProps {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  showSearch: boolean;
}

/** Left drawer with the navigation as an inline menu. */
export function MobileNav({ open, onClose, items, showSearch }: MobileNavProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const flat = items.flatMap((item) => item.children ?? [item]);
  const selected =
    pathname === '/' ? ['home'] : flat.filter((item) => isNavItemActive(item, pathname)).map((i) => i.key);

  const menuItems: MenuProps['items'] = [
    { key: 'home', icon: <HomeOutlined />, label: 'Home' },
    ...items.map((item) =>
      item.children
        ? {
            key: item.key,
            type: 'group' as const,
            label: item.label,
            children: item.children.map((c) => ({ key: c.key, label: c.label })),
          }
        : { key: item.key, label: item.label },
    ),
  ];

  function handleClick({ key }: { key: string }) {
    const target = key === 'home' ? '/' : flat.find((item) => item.key === key)?.to;
    if (target) navigate(target);
    onClose();
  }

  function handleSearch(value: string) {
    const keyword = value.trim();
    if (!keyword) return;
    navigate(`/search?keyword=${encodeURIComponent(keyword)}`);
    onClose();
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={LAYOUT.mobileDrawerWidth}
      title={<TenantLogo height={32} />}
      styles={{ body: { padding: '8px 0' } }}
    >
      {showSearch && (
        <div style={{ padding: '8px 16px 12px' }}>
          <Input.Search placeholder="Search" aria-label="Search" onSearch={handleSearch} allowClear />
        </div>
      )}
      <Menu
        mode="inline"
        items={menuItems}
        selectedKeys={selected}
        onClick={handleClick}
        style={{ borderInlineEnd: 0 }}
      />
    </Drawer>
  );
}
