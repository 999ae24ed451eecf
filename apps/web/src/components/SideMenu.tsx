/**
 * The menu of a side-menu area (communities, events): a labelled <nav> holding `SideMenuItem`s,
 * in lists of their own or in `SideMenuSection`s. Styles live with `SideMenuLayout`.
 */
import type { ReactNode } from 'react';
import styles from './SideMenuLayout.module.css';

/** A labelled nav; `items` are the top items (before any section), `children` the sections. */
export function SideMenu({ label, items, children }: { label: string; items?: ReactNode; children?: ReactNode }) {
  return (
    <nav className={styles.menu} aria-label={label}>
      {items && <ul className={styles.menuList}>{items}</ul>}
      {children}
    </nav>
  );
}
