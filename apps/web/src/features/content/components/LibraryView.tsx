/**
 * A news or resources library (spec 03 §2 News and resources): the side menu (336 px; a drawer
 * below 992 px), the active filter chips, the sort choice and the infinitely scrolled cards.
 */
import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Select } from 'antd';
import { useState } from 'react';
import { SideMenuLayout } from '../../../components/SideMenuLayout';
import { useIsDesktop } from '../../../lib/hooks/useMediaQuery';
import { useContentInfinite } from '../api/content-api';
import { type ContentKind, type ContentSort, LIBRARY, MENU_TEXT, SORT_OPTIONS } from '../constants';
import { useLibraryFilters } from '../hooks/useLibraryFilters';
import { ContentGrid } from './ContentGrid';
import { FilterChips } from './FilterChips';
import { LibrarySideMenu } from './LibrarySideMenu';
import styles from './content.module.css';

/** The library screen of one kind. */
export function LibraryView({ kind }: { kind: ContentKind }) {
  const texts = LIBRARY[kind];
  const state = useLibraryFilters(kind);
  const list = useContentInfinite(kind, state.query);
  const isDesktop = useIsDesktop();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { filters } = state;
  const activeCount =
    (filters.search ? 1 : 0) + filters.tagIds.length + (filters.type ? 1 : 0) + (filters.onlyFavorites ? 1 : 0);

  const menu = <LibrarySideMenu kind={kind} state={state} />;
  return (
    <SideMenuLayout
      title={texts.title}
      menu={menu}
      drawerTitle={MENU_TEXT.filters}
      drawerOpen={drawerOpen}
      onDrawerOpenChange={setDrawerOpen}
    >
      <div className={styles.toolbar}>
        {!isDesktop && (
          <Badge count={activeCount} size="small">
            <Button icon={<FilterOutlined />} onClick={() => setDrawerOpen(true)}>
              {MENU_TEXT.filters}
            </Button>
          </Badge>
        )}
        <div className={styles.chipsSlot}>
          <FilterChips kind={kind} state={state} />
        </div>
        <Select<ContentSort>
          aria-label={MENU_TEXT.sortBy}
          value={filters.sort}
          onChange={(sort) => state.update({ sort })}
          options={[...SORT_OPTIONS]}
          style={{ width: 200 }}
          prefix={<span style={{ color: 'var(--text-secondary)' }}>{MENU_TEXT.sortBy}:</span>}
          popupMatchSelectWidth={false}
        />
      </div>
      <ContentGrid kind={kind} query={list} emptyText={texts.empty} />
    </SideMenuLayout>
  );
}
