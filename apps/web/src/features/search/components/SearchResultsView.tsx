/**
 * The search page (spec 01 §2 Global search: `/search?keyword&section`): a search box with a
 * Search button; "Results for {keyword}" (or the tag); tabs News, Resources, CPD & Events, Posts,
 * Communities (only those whose feature is on), each with its count, Posts disabled when searching
 * by tag; the tab's results, 10 more when the list's end comes near; the tag panel (tags matching
 * the keyword: the first 150, "See all tags" / "Show less tags", "No tags found."); the empty
 * texts of spec 01 §2. The global search tag is the `tagId` parameter.
 */
import { LoadingOutlined } from '@ant-design/icons';
import { formatDate, LIMITS, MESSAGES, SEARCH_LIMITS, SEARCH_SECTIONS, type SearchSection } from '@portal/shared';
import { Badge, Button, Empty, Input, Result, Skeleton, Space, Tabs, Tag, theme } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { useInfiniteScroll } from '../../../lib/hooks/useInfiniteScroll';
import { type SearchTerms, useSearchSection, useSearchSummary, useSearchTags } from '../api/search';
import { resultPath, SECTION_LABELS, searchCountLabel, searchPagePath, tagSearchPath } from '../search-paths';
import { QueryStateBody } from '../../../components/QueryStateBody';

const EMPTY_TEXT: Record<SearchSection, string> = {
  news: MESSAGES.noNewsFound,
  resources: MESSAGES.noResourcesFound,
  events: MESSAGES.noEventsFound,
  posts: MESSAGES.noPostsFound,
  communities: MESSAGES.noCommunitiesFound,
};

/** The search page body. */
export function SearchResultsView({ communitiesBase }: { communitiesBase: string }) {
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const keyword = (params.get('keyword') ?? '').trim();
  const tagParam = Number(params.get('tagId'));
  const tagId = Number.isInteger(tagParam) && tagParam > 0 ? tagParam : null;
  const terms: SearchTerms = { keyword, tagId };
  const [typed, setTyped] = useState(keyword);
  useEffect(() => setTyped(keyword), [keyword]);

  const summary = useSearchSummary(terms);
  const s = summary.data;
  const sections = SEARCH_SECTIONS.filter((x) => !s || s[x] !== null || (x === 'posts' && tagId));
  const wanted = params.get('section') as SearchSection | null;
  const firstOpen = sections.find((x) => !(x === 'posts' && tagId)) ?? 'news';
  const section: SearchSection =
    wanted && sections.includes(wanted) && !(wanted === 'posts' && tagId) ? wanted : firstOpen;

  const heading = tagId ? (s?.tag ? `Results for #${s.tag.label}` : 'Results') : `Results for ${keyword}`;
  const searchBox = (
    <Space.Compact style={{ width: '100%', maxWidth: 520 }}>
      <Input
        aria-label="Search keyword"
        placeholder="Search"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onPressEnter={() => typed.trim() && navigate(searchPagePath(typed, section))}
        allowClear
      />
      <Button type="primary" onClick={() => typed.trim() && navigate(searchPagePath(typed, section))}>
        Search
      </Button>
    </Space.Compact>
  );

  if (!keyword && !tagId) {
    return (
      <PageContainer title="Search">
        {searchBox}
        <Empty style={{ marginTop: 32 }} description={MESSAGES.noSearchResults} />
      </PageContainer>
    );
  }

  return (
    <PageContainer title={heading}>
      {searchBox}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, marginTop: 16, alignItems: 'flex-start' }}>
        <div style={{ flex: '1 1 520px', minWidth: 0 }}>
          {summary.isError && !s ? (
            <Result
              status="warning"
              title={MESSAGES.unknownError}
              extra={<Button onClick={() => void summary.refetch()}>Retry</Button>}
            />
          ) : (
            <Tabs
              activeKey={section}
              onChange={(key) => {
                const next = new URLSearchParams(params);
                next.set('section', key);
                setParams(next, { replace: true });
              }}
              items={sections.map((x) => ({
                key: x,
                disabled: x === 'posts' && !!tagId,
                label: (
                  <span>
                    {SECTION_LABELS[x]}{' '}
                    <Badge
                      count={searchCountLabel(s?.[x]?.totalItemCount ?? 0)}
                      overflowCount={LIMITS.keywordSearchWindow}
                      showZero
                      color={x === section ? token.colorPrimary : token.colorTextTertiary}
                    />
                  </span>
                ),
                children:
                  x === section ? <SectionResults section={x} terms={terms} communitiesBase={communitiesBase} /> : null,
              }))}
            />
          )}
        </div>
        <TagPanel terms={terms} currentTagId={tagId} />
      </div>
    </PageContainer>
  );
}

function SectionResults({
  section,
  terms,
  communitiesBase,
}: {
  section: SearchSection;
  terms: SearchTerms;
  communitiesBase: string;
}) {
  const { token } = theme.useToken();
  const list = useSearchSection(section, terms, true);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const sentinel = useInfiniteScroll(
    () => void list.fetchNextPage(),
    !!list.hasNextPage && !list.isFetchingNextPage,
    200,
  );
  return (
    <QueryStateBody
      query={list}
      loadFailed={MESSAGES.unknownError}
      retry="Retry"
      isEmpty={() => items.length === 0}
      empty={<Empty description={EMPTY_TEXT[section]} />}
    >
      {() => (
        <>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={`${SECTION_LABELS[section]} results`}>
            {items.map((r) => {
              const to = resultPath(section, r, communitiesBase);
              return (
                <li
                  key={r.id}
                  style={{ padding: '12px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
                  data-testid="search-result"
                >
                  {to ? (
                    <Link to={to} style={{ fontWeight: 600, fontSize: 16 }}>
                      {r.title}
                    </Link>
                  ) : (
                    <span style={{ fontWeight: 600, fontSize: 16, color: token.colorTextSecondary }} aria-disabled>
                      {r.title}
                    </span>
                  )}
                  {r.description && <div style={{ color: token.colorTextSecondary }}>{r.description}</div>}
                  {r.date && <div style={{ color: token.colorTextTertiary, fontSize: 12 }}>{formatDate(r.date)}</div>}
                </li>
              );
            })}
          </ul>
          <div ref={sentinel} style={{ height: 1 }} />
          {list.isFetchingNextPage && <Skeleton active paragraph={{ rows: 2 }} />}
        </>
      )}
    </QueryStateBody>
  );
}

function TagPanel({ terms, currentTagId }: { terms: SearchTerms; currentTagId: number | null }) {
  const { token } = theme.useToken();
  const tags = useSearchTags(terms);
  const [all, setAll] = useState(false);
  const items = tags.data?.items ?? [];
  const shown = all ? items : items.slice(0, SEARCH_LIMITS.tagsPanelFirst);
  return (
    <aside
      aria-label="Tags"
      style={{
        flex: '0 1 320px',
        minWidth: 240,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: 16,
      }}
    >
      <h2 style={{ fontSize: 16, marginTop: 0 }}>Tags</h2>
      {tags.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : tags.isError ? (
        <Button
          size="small"
          onClick={() => void tags.refetch()}
          icon={tags.isFetching ? <LoadingOutlined /> : undefined}
        >
          Retry
        </Button>
      ) : items.length === 0 ? (
        <div style={{ color: token.colorTextSecondary }}>{MESSAGES.noTagsFound}</div>
      ) : (
        <>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {shown.map((t) => (
              <Link key={t.id} to={tagSearchPath(t.id)} aria-current={t.id === currentTagId ? 'true' : undefined}>
                <Tag color={t.id === currentTagId ? 'processing' : undefined} style={{ margin: 0, padding: '2px 8px' }}>
                  #{t.label}
                </Tag>
              </Link>
            ))}
          </div>
          {items.length > SEARCH_LIMITS.tagsPanelFirst && (
            <Button type="link" style={{ paddingInline: 0, marginTop: 8 }} onClick={() => setAll((v) => !v)}>
              {all ? MESSAGES.showLessTags : MESSAGES.seeAllTags}
            </Button>
          )}
        </>
      )}
    </aside>
  );
}
