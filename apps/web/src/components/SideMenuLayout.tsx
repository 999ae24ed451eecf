/**
 * The frame of an area with a side menu (spec 01 §2 Layout: side panel 336 px, a drawer on small
 * screens; spec 02 §2 Side menu; spec 03 §2 Events side menu, Library side menu). Each area passes
 * its own menu; the page is `children`, or the routed page (`<Outlet />`) when there are none.
 *
 * On small screens the menu lives in a drawer. By default a button above the page opens it and
 * following a link closes it. An area whose page has its own opener (the libraries' Filters
 * button) controls the drawer instead with `drawerOpen` / `onDrawerOpenChange`.
 */
import { MenuOutlined } from '@ant-design/icons';
import { LAYOUT } from '@portal/shared';
import { Button, Card, Drawer, Skeleton } from 'antd';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useIsDesktop } from '../lib/hooks/useMediaQuery';
import { PageContainer } from './PageContainer';
import styles from './SideMenuLayout.module.css';

export interface SideMenuLayoutProps {
  /** The area's menu: in the side panel on desktop, in the drawer on small screens. */
  menu: ReactNode;
  /** The drawer's title. */
  drawerTitle: ReactNode;
  /** Label of the button that opens the drawer; leave out when the page has its own opener. */
  menuButtonLabel?: string;
  /** Controlled drawer (with `onDrawerOpenChange`); uncontrolled when left out. */
  drawerOpen?: boolean;
  onDrawerOpenChange?: (open: boolean) => void;
  /** The page title above the frame (PageContainer's title), if any. */
  title?: ReactNode;
  children?: ReactNode;
}

/** Side menu (or drawer) beside the page; the page waits for lazy parts behind a skeleton card. */
export function SideMenuLayout({
  menu,
  drawerTitle,
  menuButtonLabel,
  drawerOpen,
  onDrawerOpenChange,
  title,
  children,
}: SideMenuLayoutProps) {
  const isDesktop = useIsDesktop();
  const [ownOpen, setOwnOpen] = useState(false);
  const isControlled = drawerOpen !== undefined;
  const open = isControlled ? drawerOpen : ownOpen;
  const setOpen = (next: boolean) => (isControlled ? onDrawerOpenChange?.(next) : setOwnOpen(next));
  const { pathname, search } = useLocation();
  // The own drawer closes when a link in it is followed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setOwnOpen(false), [pathname, search]);
  return (
    <PageContainer title={title}>
      <div className={styles.layout}>
        {isDesktop && <aside className={styles.side}>{menu}</aside>}
        <div className={styles.main}>
          {!isDesktop && menuButtonLabel && (
            <Button
              icon={<MenuOutlined />}
              aria-label={menuButtonLabel}
              onClick={() => setOpen(true)}
              className={styles.menuButton}
            >
              {menuButtonLabel}
            </Button>
          )}
          <Suspense
            fallback={
              <Card variant="borderless" role="status" aria-busy="true" aria-label="Loading">
                <Skeleton active paragraph={{ rows: 6 }} />
              </Card>
            }
          >
            {children ?? <Outlet />}
          </Suspense>
        </div>
      </div>
      {!isDesktop && (
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          placement="left"
          size={LAYOUT.mobileDrawerWidth}
          title={drawerTitle}
        >
          {menu}
        </Drawer>
      )}
    </PageContainer>
  );
}
