/**
 * The events frame (spec 03 §2 Events: "The events area has a side menu"; spec 01 §2 Layout: side
 * panel 336 px, a drawer on small screens): the side menu beside the routed page.
 */
import type { ReactNode } from 'react';
import { SideMenuLayout } from '../../../components/SideMenuLayout';
import { EVENTS_MENU } from '../constants';
import { EventsSideMenu } from './EventsSideMenu';
import styles from './events.module.css';

/** Side menu and the routed events page. */
export function EventsLayout() {
  return (
    <SideMenuLayout menu={<EventsSideMenu />} drawerTitle={EVENTS_MENU.title} menuButtonLabel={EVENTS_MENU.menu} />
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
