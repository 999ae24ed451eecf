/**
 * The CPD side menu (spec 03 §2 CPD: 'My CPD' lists CPD Tracker, Courses (Enrolled, All courses)
 * and 'Search CPD & Events'); staff also see the compliance list (issue 16).
 */
import { BookOutlined, LineChartOutlined, ReadOutlined, SearchOutlined, TeamOutlined } from '@ant-design/icons';
import { SideMenu } from '../../../components/SideMenu';
import { SideMenuItem as Item } from '../../../components/SideMenuItem';
import { SideMenuSection as Section } from '../../../components/SideMenuSection';
import { useIsCpdStaff } from '../hooks/useIsCpdStaff';
import { CPD_MENU, CPD_PATHS } from '../constants';

/** The menu (side panel or drawer). */
export function CpdSideMenu() {
  const staff = useIsCpdStaff();
  return (
    <SideMenu
      label="CPD menu"
      items={
        <>
          <Item to={CPD_PATHS.tracker} icon={<LineChartOutlined />} end>
            {CPD_MENU.tracker}
          </Item>
          <Item to={CPD_PATHS.searchCpdEvents} icon={<SearchOutlined />} end>
            {CPD_MENU.search}
          </Item>
        </>
      }
    >
      <Section title={CPD_MENU.courses}>
        <Item to={CPD_PATHS.enrolled} icon={<BookOutlined />} end>
          {CPD_MENU.enrolled}
        </Item>
        <Item to={CPD_PATHS.allCourses} icon={<ReadOutlined />} end>
          {CPD_MENU.allCourses}
        </Item>
      </Section>
      {staff && (
        <Section title={CPD_MENU.staff}>
          <Item to={CPD_PATHS.compliance} icon={<TeamOutlined />} end>
            {CPD_MENU.compliance}
          </Item>
        </Section>
      )}
    </SideMenu>
  );
}
