/**
 * The top-bar search dropdown (spec 01 §2 Global search): up to 2 results each for News,
 * Resources, CPD & Events, Communities and Tags, each heading with its count badge and a See all
 * link (the search page with the section), and a "Search for {text}" button. Communities the
 * caller may not open are shown but not clickable; a tag opens the search page by tag.
 */
import { LoadingOutlined, SearchOutlined } from '@ant-design/icons';
import { LIMITS, MESSAGES, type SearchSection, type SearchSummary } from '@portal/shared';
import { Badge, Button, Skeleton, theme } from 'antd';
import { Link } from 'react-router';
import { resultPath, SECTION_LABELS, searchCountLabel, searchPagePath, tagSearchPath } from '../search-paths';

const DROPDOWN_SECTIONS = ['news', 'resources', 'events', 'communities'] as const satisfies readonly SearchSection[];

export interface SearchDropdownProps {
  keyword: string;
  summary: SearchSummary | undefined;
  loading: boolean;
  error: boolean;
  communitiesBase: string;
  /** A link was followed (the dropdown closes). */
  onClose: () => void;
  /** The "Search for" button: open this path. */
  onOpen: (path: string) => void;
}

/** The dropdown's content. */
export function SearchDropdown({
  keyword,
  summary,
  loading,
  error,
  communitiesBase,
  onClose,
  onOpen,
}: SearchDropdownProps) {
  const { token } = theme.useToken();
  const heading = (label: string, count: number, seeAll: string) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, margin: '8px 0 4px' }}>
      <strong style={{ color: token.colorText }}>{label}</strong>
      <Badge
        count={searchCountLabel(count)}
        showZero
        overflowCount={LIMITS.keywordSearchWindow}
        color={token.colorPrimary}
      />
      <Link to={seeAll} onClick={onClose} style={{ marginLeft: 'auto', fontSize: 13 }}>
        See all<span className="visually-hidden"> {label}</span>
      </Link>
    </div>
  );
  const rowStyle = { display: 'block', padding: '4px 8px', borderRadius: token.borderRadiusSM, minHeight: 24 };

  let body: React.ReactNode;
  if (loading && !summary) body = <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  else if (error && !summary) body = <div style={{ color: token.colorTextSecondary }}>{MESSAGES.noSearchResults}</div>;
  else if (summary) {
    const sections = DROPDOWN_SECTIONS.filter((s) => summary[s] !== null);
    const nothing = sections.every((s) => summary[s]?.totalItemCount === 0) && summary.tags.totalItemCount === 0;
    body = nothing ? (
      <div style={{ color: token.colorTextSecondary, padding: '8px 0' }}>{MESSAGES.noSearchResults}</div>
    ) : (
      <>
        {sections.map((s) => {
          const page = summary[s];
          if (!page) return null;
          return (
            <section key={s} aria-label={SECTION_LABELS[s]}>
              {heading(SECTION_LABELS[s], page.totalItemCount, searchPagePath(keyword, s))}
              <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                {page.items.map((r) => {
                  const to = resultPath(s, r, communitiesBase);
                  return (
                    <li key={r.id}>
                      {to ? (
                        <Link to={to} style={rowStyle} onClick={onClose}>
                          {r.title}
                        </Link>
                      ) : (
                        <span style={{ ...rowStyle, color: token.colorTextSecondary }} aria-disabled>
                          {r.title}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
        <section aria-label="Tags">
          {heading('Tags', summary.tags.totalItemCount, searchPagePath(keyword))}
          <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {summary.tags.items.map((t) => (
              <li key={t.id}>
                <Link to={tagSearchPath(t.id)} style={rowStyle} onClick={onClose}>
                  #{t.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </>
    );
  }

  const searchAll = searchPagePath(keyword);
  return (
    <div style={{ width: 360, maxWidth: 'calc(100vw - 24px)', maxHeight: '70vh', overflowY: 'auto' }}>
      {body}
      <Button
        block
        style={{ marginTop: 12 }}
        icon={loading ? <LoadingOutlined /> : <SearchOutlined />}
        onClick={() => onOpen(searchAll)}
      >
        Search for {keyword.trim()}
      </Button>
    </div>
  );
}
