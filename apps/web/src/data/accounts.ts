/**
 * Account look-ups shared by features: the account search of the staff pickers
 * (POST /api/v1/account/search, spec 01 §7; email matches for administrators only).
 */
import type { AccountListResponse } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiA } from '../lib/api';
import { queryKeys } from './query-keys';

/** The fewest letters a search is sent for. */
export const ACCOUNT_SEARCH_MIN_LETTERS = 3;

/**
 * Accounts matching `keyword` (first page of 50, by first name, staff left out); nothing is sent
 * below {@link ACCOUNT_SEARCH_MIN_LETTERS} letters. Answers `AccountListResponse`.
 */
export function useAccountSearch(keyword: string) {
  return useQuery({
    queryKey: queryKeys.accounts.search(keyword),
    queryFn: ({ signal }) =>
      apiA.post<AccountListResponse>(
        '/api/v1/account/search',
        { keyword, page: 1, pageSize: 50, sortBy: 'firstName', includeAdminUsers: false },
        { signal },
      ),
    enabled: keyword.trim().length >= ACCOUNT_SEARCH_MIN_LETTERS,
  });
}
