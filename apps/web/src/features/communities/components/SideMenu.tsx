/**
 * The communities side menu (spec 02 §2 Side menu): Welcome (home); Favourites (only if any; See
 * all opens explore with onlyFavorite=true); Communities > Explore communities; Meetings > Explore
 * meetings; My communities (top joined; See all opens explore with onlyJoined=true); Communities
 * you manage (top moderated; Manage opens the admin area of the first of them); Other > Frequently asked
 * questions (and Saved posts: chosen). Community items are sorted by name.
 */
import {
  CalendarOutlined,
  CompassOutlined,
  HomeOutlined,
  QuestionCircleOutlined,
  SaveOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { SideMenu as Menu } from '../../../components/SideMenu';
import { SideMenuItem as Item } from '../../../components/SideMenuItem';
import { SideMenuSection as Section, sideMenuActionClass } from '../../../components/SideMenuSection';
import { type CommunityMenuItem, useCommunityPreference, useTopFavorites } from '../api/communities';
import { MENU_TEXT } from '../constants';
import { communityPaths } from '../hooks/useCommunityPaths';
import { AuthImage } from './AuthImage';
import styles from './communities.module.css';
import { Loading } from './Loading';

function CommunityItems({ items }: { items: CommunityMenuItem[] }) {
  const paths = communityPaths();
  return (
    <>
      {[...items]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((item) => (
          <Item
            key={item.id}
            to={paths.community(item.alias)}
            icon={<AuthImage src={item.imageUrl} alt="" className={styles.menuThumb} displayWidth={48} />}
          >
            {item.name}
          </Item>
        ))}
    </>
  );
}

/** The menu (placed in the 336 px side panel, or a drawer on small screens). */
export function SideMenu() {
  const paths = communityPaths();
  const preference = useCommunityPreference();
  const favourites = useTopFavorites();
  const favouriteItems = favourites.data?.communities ?? [];
  const seeAll = (to: string, label: string) => (
    <Link to={to} className={sideMenuActionClass} aria-label={`${MENU_TEXT.seeAll}: ${label}`}>
      {MENU_TEXT.seeAll}
    </Link>
  );

  return (
    <Menu
      label="Communities menu"
      items={
        <Item to={paths.home} icon={<HomeOutlined />} end>
          {MENU_TEXT.welcome}
        </Item>
      }
    >
      {favouriteItems.length > 0 && (
        <Section
          title={MENU_TEXT.favourites}
          action={seeAll(paths.exploreWith({ onlyFavorite: 'true' }), MENU_TEXT.favourites)}
        >
          <CommunityItems items={favouriteItems} />
        </Section>
      )}
      <Section title={MENU_TEXT.communities}>
        <Item to={paths.explore} icon={<CompassOutlined />}>
          {MENU_TEXT.exploreCommunities}
        </Item>
      </Section>
      <Section title={MENU_TEXT.meetings}>
        <Item to={paths.exploreMeetings} icon={<CalendarOutlined />}>
          {MENU_TEXT.exploreMeetings}
        </Item>
      </Section>
      {preference.isPending ? (
        <Loading title={false} paragraph={{ rows: 4 }} style={{ marginTop: 16 }} />
      ) : (
        <>
          {(preference.data?.topJoined.length ?? 0) > 0 && (
            <Section
              title={MENU_TEXT.myCommunities}
              action={seeAll(paths.exploreWith({ onlyJoined: 'true' }), MENU_TEXT.myCommunities)}
            >
              <CommunityItems items={preference.data?.topJoined ?? []} />
            </Section>
          )}
          {(preference.data?.topModerated.length ?? 0) > 0 && (
            <Section
              title={MENU_TEXT.communitiesYouManage}
              action={
                <Link
                  to={paths.adminCommunity(preference.data?.topModerated[0]?.id ?? 0)}
                  className={sideMenuActionClass}
                >
                  <SettingOutlined /> {MENU_TEXT.manage}
                </Link>
              }
            >
              <CommunityItems items={preference.data?.topModerated ?? []} />
            </Section>
          )}
        </>
      )}
      <Section title={MENU_TEXT.other}>
        <Item to={paths.faq} icon={<QuestionCircleOutlined />}>
          {MENU_TEXT.faq}
        </Item>
        <Item to={paths.savedPosts} icon={<SaveOutlined />}>
          {MENU_TEXT.savedPosts}
        </Item>
      </Section>
    </Menu>
  );
}
