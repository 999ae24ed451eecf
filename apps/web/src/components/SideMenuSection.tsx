/** A titled group of side menu items, with an optional action at the right of the title ("See all"). */
import type { ReactNode } from 'react';
import styles from './SideMenuLayout.module.css';

/** The section: its title (h2), the action, then the items in a list. */
export function SideMenuSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.menuSection}>
      <div className={styles.menuSectionHead}>
        <h2 className={styles.menuSectionTitle}>{title}</h2>
        {action}
      </div>
      <ul className={styles.menuList}>{children}</ul>
    </section>
  );
}

/** The class of a small link placed as a section's action. */
export const sideMenuActionClass = styles.menuAction;
