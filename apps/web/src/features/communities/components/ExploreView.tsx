/**
 * Explore communities (spec 02 §2): a header with the count; for non-admins with joined
 * communities a switch "Show only N joined"; keyword search; category chips with Clear all; the
 * card grid with 3, 2 or 1 per row; filters debounced 800 ms; onlyJoined and onlyFavorite query
 * parameters preset the filters. The sider holds a back link, the Favourites toggle and the
 * category tree (a drawer on small screens).
 */
import { ArrowLeftOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Col, Empty, Input, Row, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { SideMenuLayout } from '../../../components/SideMenuLayout';
import { useIsDesktop } from '../../../lib/hooks/useMediaQuery';
import { useCurrentUser } from '../../../lib/current-user';
import { useCommunityList, useCommunityPreference } from '../api/communities';
import { EXPLORE_TEXT } from '../constants';
import { communityPaths } from '../hooks/useCommunityPaths';
import { useExploreFilters } from '../hooks/useExploreFilters';
import { CategoryChips, CategoryTree } from './CategoryTree';
import { CommunityCard } from './CommunityCard';
import styles from './communities.module.css';
import { QueryStateBody } from '../../../components/QueryStateBody';

const GRID = { xs: 24, md: 12, xl: 8 };

/** True for Admin (1) and WorkSpaceOwner (2): they count as joined and have no join control (spec 02 §6). */
export function isPlatformAdmin(role: number | undefined): boolean {
  return role === 1 || role === 2;
}

/** The explore screen. */
export function ExploreView() {
  const { filters, request, update, isSettling } = useExploreFilters();
  const list = useCommunityList(request);
  const preference = useCommunityPreference();
  const { data: user } = useCurrentUser();
  const isDesktop = useIsDesktop();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const joinedCount = preference.data?.joinedCount ?? 0;
  const showJoinedSwitch = !isPlatformAdmin(user?.role) && joinedCount > 0;
  const total = list.data?.totalItemCount;

  const sider = (
    <nav className={styles.exploreSider} aria-label="Explore filters">
      <Link to={communityPaths().home} className={styles.backLink}>
        <ArrowLeftOutlined /> {EXPLORE_TEXT.back}
      </Link>
      <div className={styles.switchRow}>
        <span id="explore-favourites">{EXPLORE_TEXT.favourites}</span>
        <Switch
          aria-labelledby="explore-favourites"
          checked={filters.onlyFavorite}
          onChange={(checked) => update({ onlyFavorite: checked })}
        />
      </div>
      <Typography.Title level={5} style={{ margin: '8px 0 0' }}>
        {EXPLORE_TEXT.categories}
      </Typography.Title>
      <CategoryTree selected={filters.categoryIds} onChange={(categoryIds) => update({ categoryIds })} />
    </nav>
  );

  return (
    <SideMenuLayout
      menu={sider}
      drawerTitle={EXPLORE_TEXT.filters}
      drawerOpen={drawerOpen}
      onDrawerOpenChange={setDrawerOpen}
    >
      <div className={styles.exploreHeader}>
        <h1 className={styles.pageTitle}>
          {EXPLORE_TEXT.title}
          {total !== undefined && (
            <span className={styles.count} data-testid="explore-count">
              {total}
            </span>
          )}
        </h1>
        {showJoinedSwitch && (
          <div className={styles.switchRow} style={{ gap: 8 }}>
            <Switch
              aria-labelledby="explore-joined"
              checked={filters.onlyJoined}
              onChange={(checked) => update({ onlyJoined: checked })}
            />
            <span id="explore-joined">{EXPLORE_TEXT.showOnlyJoined(joinedCount)}</span>
          </div>
        )}
      </div>
      <div className={styles.exploreToolbar}>
        {!isDesktop && (
          <Badge count={filters.categoryIds.length + (filters.onlyFavorite ? 1 : 0)} size="small">
            <Button icon={<FilterOutlined />} aria-label={EXPLORE_TEXT.filters} onClick={() => setDrawerOpen(true)}>
              {EXPLORE_TEXT.filters}
            </Button>
          </Badge>
        )}
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={EXPLORE_TEXT.searchPlaceholder}
          aria-label={EXPLORE_TEXT.searchPlaceholder}
          value={filters.keyword}
          onChange={(event) => update({ keyword: event.target.value })}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
        />
      </div>
      <CategoryChips selected={filters.categoryIds} onChange={(categoryIds) => update({ categoryIds })} />
      <ExploreGrid list={list} isSettling={isSettling} />
    </SideMenuLayout>
  );
}

function ExploreGrid({ list, isSettling }: { list: ReturnType<typeof useCommunityList>; isSettling: boolean }) {
  const communities = list.data?.communities ?? [];
  return (
    <QueryStateBody
      query={list}
      keepData
      loadFailed={EXPLORE_TEXT.loadFailed}
      skeleton={
        <Row gutter={[20, 20]} role="status" aria-busy="true" aria-label="Loading" style={{ marginTop: 16 }}>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton placeholders.
            <Col key={i} {...GRID}>
              <Card variant="borderless">
                <Skeleton.Button active block style={{ height: 140 }} />
                <Skeleton active paragraph={{ rows: 2 }} style={{ marginTop: 16 }} />
              </Card>
            </Col>
          ))}
        </Row>
      }
      isEmpty={() => communities.length === 0}
      empty={
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={EXPLORE_TEXT.noCommunities}
          style={{ padding: '48px 0' }}
        />
      }
    >
      {() => (
        <Row
          gutter={[20, 20]}
          style={{ marginTop: 16, opacity: list.isPlaceholderData || isSettling ? 0.6 : 1, transition: 'opacity 0.2s' }}
          aria-busy={list.isFetching}
          data-testid="community-grid"
        >
          {communities.map((community) => (
            <Col key={community.id} {...GRID}>
              <CommunityCard community={community} />
            </Col>
          ))}
        </Row>
      )}
    </QueryStateBody>
  );
}
