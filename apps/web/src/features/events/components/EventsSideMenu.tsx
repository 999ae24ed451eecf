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
import { useLocation } from 'react-router';
import { SideMenu } from '../../../components/SideMenu';
import { SideMenuItem as Item } from '../../../components/SideMenuItem';
import { SideMenuSection as Section } from '../../../components/SideMenuSection';
import { useShellContext } from '../../../lib/shell-context';
import { getCurrentTenant } from '../../../lib/runtime-config';
import { EVENTS_MENU, EVENTS_PATHS } from '../constants';

/** The menu (in the 336 px side panel, or a drawer on small screens). */
export function EventsSideMenu() {
  const shell = useShellContext();
  const { pathname } = useLocation();
  const showCourses = !!shell && canUseFeature(getCurrentTenant().features, 'cpd', shell.user);
  return (
    <SideMenu
      label="Events menu"
      items={
        <>
          <Item to={EVENTS_PATHS.home} icon={<HomeOutlined />} end>
            {EVENTS_MENU.home}
          </Item>
          <Item
            to={EVENTS_PATHS.discoverAll}
            icon={<CompassOutlined />}
            end
            active={pathname.startsWith('/events/discover')}
          >
            {EVENTS_MENU.discover}
          </Item>
        </>
      }
    >
      <Section title={EVENTS_MENU.myEvents}>
        <Item to={EVENTS_PATHS.attending} icon={<CheckCircleOutlined />} end>
          {EVENTS_MENU.attending}
        </Item>
        <Item to={EVENTS_PATHS.past} icon={<HistoryOutlined />} end>
          {EVENTS_MENU.pastEvents}
        </Item>
      </Section>
      {showCourses && (
        <Section title={EVENTS_MENU.courses}>
          <Item to={EVENTS_PATHS.cpdEnrolled} icon={<BookOutlined />} end>
            {EVENTS_MENU.enrolled}
          </Item>
          <Item to={EVENTS_PATHS.cpdAllCourses} icon={<ReadOutlined />} end>
            {EVENTS_MENU.allCourses}
          </Item>
        </Section>
      )}
    </SideMenu>
  );
}
