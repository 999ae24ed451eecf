import type { SearchResult } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { resultPath, searchPagePath, tagSearchPath } from './search-paths';

const r = (over: Partial<SearchResult> = {}): SearchResult => ({
  id: 7,
  title: 'Falls prevention',
  description: null,
  date: null,
  community: { id: 3, alias: 'hand-therapy', name: 'Hand therapy' },
  isClickable: true,
  ...over,
});

describe('global search paths', () => {
  it('opens each section’s own screen', () => {
    expect(resultPath('news', r(), '/communities')).toBe('/news/details/7');
    expect(resultPath('resources', r(), '/communities')).toBe('/resources/details/7');
    expect(resultPath('events', r(), '/communities')).toBe('/events/7');
    expect(resultPath('posts', r(), '/hubs')).toBe('/hubs/hand-therapy/posts/7');
    expect(resultPath('communities', r(), '/workspaces')).toBe('/workspaces/hand-therapy');
  });
  it('does not link a community the caller may not open', () => {
    expect(resultPath('communities', r({ isClickable: false }), '/communities')).toBeNull();
  });
  it('builds the search page addresses', () => {
    expect(searchPagePath(' sensory diet ', 'posts')).toBe('/search?keyword=sensory+diet&section=posts');
    expect(tagSearchPath(12)).toBe('/search?tagId=12');
  });
});
