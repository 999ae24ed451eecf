/**
 * The authoring list's filters in the address (?state=draft&q=word&page=2), so a reload or the
 * back button keeps them.
 */
import { CONTENT_ADMIN_STATES, type ContentAdminState } from '@portal/shared';
import { useSearchParams } from 'react-router';

export interface ListParams {
  state?: ContentAdminState;
  search: string;
  page: number;
}

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const rawState = params.get('state');
  const state = (CONTENT_ADMIN_STATES as readonly string[]).includes(rawState ?? '')
    ? (rawState as ContentAdminState)
    : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const value: ListParams = { state, search: params.get('q') ?? '', page };

  /** Sets some filters; any change other than the page goes back to page 1. */
  function update(next: Partial<ListParams>) {
    const merged = { ...value, ...next, page: next.page ?? 1 };
    const out = new URLSearchParams();
    if (merged.state) out.set('state', merged.state);
    if (merged.search.trim()) out.set('q', merged.search.trim());
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out, { replace: true });
  }
  return { params: value, update };
}
