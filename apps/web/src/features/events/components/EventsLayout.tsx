/**
 * The events frame (spec 03 §2 Events: "The events area has a side menu"; spec 01 §2 Layout: side
 * panel 336 px, a drawer on small screens): the side menu beside the routed page.
 */
import { MenuOutlined } from '@ant-design/icons';
import { LAYOUT } from '@portal/shared';
import { Button, Card, Drawer, Skeleton } from 'antd';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { useIsDesktop } from '../../../lib/hooks/useMediaQuery';
import { EVENTS_MENU } from '../constants';
import { EventsSideMenu } from './EventsSideMenu';
import styles from './events.module.css';

/** Side menu and the routed events page. */
export function EventsLayout() {
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
            <EventsSideMenu />
          </aside>
        )}
        <div className={styles.main}>
          {!isDesktop && (
            <Button
              icon={<MenuOutlined />}
              aria-label={EVENTS_MENU.menu}
              onClick={() => setOpen(true)}
              style={{ marginBottom: 12 }}
            >
              {EVENTS_MENU.menu}
            </Button>
          )}
          <Suspense
            fallback={
              <Card variant="borderless" role="status" aria-busy="true" aria-label="Loading">
                <Skeleton active paragraph={{ rows: 6 }} />
              </Card>
            }
          >
            <Outlet />
          </Suspense>
        </div>
      </div>
      {!isDesktop && (
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          placement="left"
          size={LAYOUT.mobileDrawerWidth}
          title={EVENTS_MENU.title}
        >
          <EventsSideMenu />
        </Drawer>
      )}
    </PageContainer>
  );
}

/** Heading row of a page inside the layout: title (h1), optional count and actions. */
export function EventsPageHeading({ title, count, extra }: { title: ReactNode; count?: number; extra?: ReactNode }) {
  return (
    <div className={styles.pageHeading}>
      <h1 className={styles.pageTitle}>
        {title}
        {count !== undefined && <span className={styles.count}>{count}</span>}
      </h1>
      {extra && <div className={styles.headingExtra}>{extra}</div>}
    </div>
  );
}
