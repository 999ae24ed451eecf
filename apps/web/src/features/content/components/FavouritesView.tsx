/**
 * My Favourites (spec 03 §2 Favourites): tabs Resources, News, Meetings, Events, Community posts
 * and Communities, with a back button to communities. Resources and News list only active
 * favourite items, 8 per page with infinite scroll, and cards open the details route. Community
 * posts (the saved posts of spec 02), Communities (spec 02 §2 Favourite communities) and Events
 * (the favourite events) and Meetings (the bookmarked meetings) belong to other areas: the page
 * passes them in (`otherTabs`).
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import { PageContainer } from '../../../components/PageContainer';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { useContentInfinite } from '../api/content-api';
import type { ContentItem } from '../api/types';
import { type ContentKind, FAVOURITES_TABS, FAVOURITES_TEXT, type FavouritesTab, LIBRARY } from '../constants';
import { ContentGrid } from './ContentGrid';

/** The tabs whose lists other areas own (the page composes them). */
export type OtherFavouritesTabs = Record<'events' | 'community-posts' | 'communities' | 'meetings', ReactNode>;

const FAVOURITE_QUERY = { onlyFavorites: true, sort: 'created_desc' } as const;
const COLUMNS = { xs: 24, sm: 12, lg: 8, xl: 6 };
const isActive = (item: ContentItem) => item.status === 'active' || item.status === 'published';

function FavouriteList({ kind }: { kind: ContentKind }) {
  const list = useContentInfinite(kind, FAVOURITE_QUERY);
  return (
    <ContentGrid
      kind={kind}
      query={list}
      emptyText={LIBRARY[kind].favouritesEmpty}
      filter={isActive}
      columns={COLUMNS}
    />
  );
}

/** Favourites with the tab from the route (/favourites/{tab}). */
export function FavouritesView({ otherTabs }: { otherTabs: OtherFavouritesTabs }) {
  const { tab } = useParams();
  const navigate = useNavigate();
  const current: FavouritesTab = FAVOURITES_TABS.some((t) => t.key === tab) ? (tab as FavouritesTab) : 'resources';
  const content: Record<FavouritesTab, ReactNode> = {
    resources: <FavouriteList kind="resources" />,
    news: <FavouriteList kind="news" />,
    ...otherTabs,
  };
  return (
    <PageContainer
      title={FAVOURITES_TEXT.title}
      extra={
        <LinkButton to={getRuntimeConfig().communitiesRoute} icon={<ArrowLeftOutlined />}>
          {FAVOURITES_TEXT.back}
        </LinkButton>
      }
    >
      <Tabs
        activeKey={current}
        onChange={(key) => navigate(`/favourites/${key}`)}
        items={FAVOURITES_TABS.map((t) => ({
          key: t.key,
          label: t.label,
          children: t.key === current ? content[t.key] : null,
        }))}
      />
    </PageContainer>
  );
}
