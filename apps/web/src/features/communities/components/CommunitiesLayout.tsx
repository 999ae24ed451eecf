/**
 * The member-side communities frame (spec 02 §2 Side menu; spec 01 §2 Layout: side panel 336 px,
 * a drawer on small screens): the side menu beside the routed page.
 */
import type { ReactNode } from 'react';
import { SideMenuLayout } from '../../../components/SideMenuLayout';
import { MENU_TEXT } from '../constants';
import { SideMenu } from './SideMenu';
import styles from './communities.module.css';

/** Side menu and content; `children` replaces the routed page when given. */
export function CommunitiesLayout({ children }: { children?: ReactNode }) {
  return (
    <SideMenuLayout menu={<SideMenu />} drawerTitle={MENU_TEXT.communities} menuButtonLabel={MENU_TEXT.menu}>
      {children}
    </SideMenuLayout>
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
