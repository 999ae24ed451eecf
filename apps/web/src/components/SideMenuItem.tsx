/** One link of a side menu: icon, label (at most two lines), highlighted while its page is open. */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styles from './SideMenuLayout.module.css';

export interface SideMenuItemProps {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  /** Active only on `to` itself, not below it (NavLink's `end`). */
  end?: boolean;
  /** Overrides the router's notion of active (a group of paths under one item). */
  active?: boolean;
}

/** The item in its <li>. */
export function SideMenuItem({ to, icon, children, end, active }: SideMenuItemProps) {
  return (
    <li>
      <NavLink
        to={to}
        end={end}
        className={({ isActive }) => `${styles.menuItem} ${(active ?? isActive) ? styles.menuItemActive : ''}`}
      >
        <span className={styles.menuIcon}>{icon}</span>
        <span className={styles.menuLabel}>{children}</span>
      </NavLink>
    </li>
  );
}
