/**
 * The events side menu (spec 03 §2 Events): Home; Discover events; My events with Attending and
 * My past events; Courses with Enrolled and All courses (only when the CPD feature is on).
 */
import {
  BookOutlined,
  CheckCircleOutlined,
  CompassOutlined,
  HistoryOutlined,
  HomeOutlined,
  ReadOutlined,
} from '@ant-design/icons';
import { canUseFeature } from '@portal/shared';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useShellContext } from '../../../app/shell/shell-context';
import { getCurrentTenant } from '../../../lib/runtime-config';
import { EVENTS_MENU, EVENTS_PATHS } from '../constants';
import styles from './events.module.css';

function Item({ to, icon, children, active }: { to: string; icon: ReactNode; children: ReactNode; active?: boolean }) {
  return (
    <li>
      <NavLink
        to={to}
        end
        className={({ isActive }) => `${styles.menuItem} ${(active ?? isActive) ? styles.menuItemActive : ''}`}
      >
        <span className={styles.menuIcon}>{icon}</span>
        <span>{children}</span>
      </NavLink>
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.menuSection}>
      <h2 className={styles.menuSectionTitle}>{title}</h2>
      <ul className={styles.menuList}>{children}</ul>
    </section>
  );
}

/** The menu (in the 336 px side panel, or a drawer on small screens). */
export function EventsSideMenu() {
  const shell = useShellContext();
  const { pathname } = useLocation();
  const showCourses = !!shell && canUseFeature(getCurrentTenant().features, 'cpd', shell.user);
  return (
    <nav className={styles.menu} aria-label="Events menu">
      <ul className={styles.menuList}>
        <Item to={EVENTS_PATHS.home} icon={<HomeOutlined />}>
          {EVENTS_MENU.home}
        </Item>
        <Item to={EVENTS_PATHS.discoverAll} icon={<CompassOutlined />} active={pathname.startsWith('/events/discover')}>
          {EVENTS_MENU.discover}
        </Item>
      </ul>
      <Section title={EVENTS_MENU.myEvents}>
        <Item to={EVENTS_PATHS.attending} icon={<CheckCircleOutlined />}>
          {EVENTS_MENU.attending}
        </Item>
        <Item to={EVENTS_PATHS.past} icon={<HistoryOutlined />}>
          {EVENTS_MENU.pastEvents}
        </Item>
      </Section>
      {showCourses && (
        <Section title={EVENTS_MENU.courses}>
          <Item to={EVENTS_PATHS.cpdEnrolled} icon={<BookOutlined />}>
            {EVENTS_MENU.enrolled}
          </Item>
          <Item to={EVENTS_PATHS.cpdAllCourses} icon={<ReadOutlined />}>
            {EVENTS_MENU.allCourses}
          </Item>
        </Section>
      )}
    </nav>
  );
}
