/** The CPD frame (spec 03 §2 CPD; spec 01 §2 Layout): the 'My CPD' side menu beside the routed page. */
import type { ReactNode } from 'react';
import { SideMenuLayout } from '../../../components/SideMenuLayout';
import { CPD_MENU } from '../constants';
import { CpdSideMenu } from './CpdSideMenu';
import styles from './cpd.module.css';

/** Side menu and the routed CPD page. */
export function CpdLayout() {
  return <SideMenuLayout menu={<CpdSideMenu />} drawerTitle={CPD_MENU.title} menuButtonLabel={CPD_MENU.menu} />;
}

/** The heading row of a CPD page: title (h1) and actions. */
export function CpdHeading({ title, extra }: { title: ReactNode; extra?: ReactNode }) {
  return (
    <div className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      {extra && <div className={styles.actions}>{extra}</div>}
    </div>
  );
}
