/**
 * The member-side communities frame (spec 02 §2 Side menu; spec 01 §2 Layout: side panel 336 px,
 * a drawer on small screens): the side menu beside the routed page.
 */
import { MenuOutlined } from '@ant-design/icons';
import { LAYOUT } from '@portal/shared';
import { Button, Card, Drawer, Skeleton } from 'antd';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { useIsDesktop } from '../../../lib/hooks/useMediaQuery';
import { MENU_TEXT } from '../constants';
import { SideMenu } from './SideMenu';
import styles from './communities.module.css';

/** Side menu and content; `children` replaces the routed page when given. */
export function CommunitiesLayout({ children }: { children?: ReactNode }) {
  const isDesktop = useIsDesktop();
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  // The drawer closes when a link in it is followed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setOpen(false), [pathname, search]);
  return (
    <PageContainer>
      <div className={styles.layout}>
        {isDesktop && (
          <aside className={styles.side}>
            <SideMenu />
          </aside>
        )}
        <div className={styles.mainColumn}>
          {!isDesktop && (
            <Button
              icon={<MenuOutlined />}
              aria-label={MENU_TEXT.menu}
              onClick={() => setOpen(true)}
              style={{ marginBottom: 12 }}
            >
              {MENU_TEXT.menu}
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
          title={MENU_TEXT.communities}
        >
          <SideMenu />
        </Drawer>
      )}
    </PageContainer>
  );
}

/** Heading row of a page inside the layout: title (h1) and actions. */
export function PageHeading({ title, extra }: { title: ReactNode; extra?: ReactNode }) {
  return (
    <div className={styles.pageHeading}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {extra && <div className={styles.pageHeadingExtra}>{extra}</div>}
    </div>
  );
}
