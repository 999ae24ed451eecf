/**
 * Organisations (spec 01 §7: search GET /api/org/names?query page 1 size 5, by id GET /api/Org/{id};
 * issue 14). Every signed-in caller may read them (they are public facts of workplaces).
 */
import type { Organisation, OrgListResponse } from '@portal/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { presentDirectoryOrganisation, presentOrganisation } from './organisations.presenter';
import * as repo from './organisations.repository';

/** A page of names matching `query` (empty: all), by name. */
export async function searchOrganisationNames(
  ctx: AppContext,
  input: { query: string; page: number; size: number },
): Promise<{ items: { id: number; name: string }[]; totalItems: number }> {
  const { items, total } = await repo.organisationNamePage(ctx.db, input.query, input.page, input.size);
  return { items, totalItems: total };
}

/** One organisation; 404 when unknown. */
export async function getOrganisation(ctx: AppContext, id: number): Promise<Organisation> {
  const row = await repo.findOrganisation(ctx.db, id);
  if (!row) throw notFound('Organisation not found');
  return presentOrganisation(row);
}

/**
 * The organisation directory (spec 03 §7 POST /api/org/list {keyword, sortOrder, page}; size
 * chosen, default 12): a page and the total. Behind the organisation_directory flag (route config).
 */
export async function listOrganisations(
  ctx: AppContext,
  input: { keyword: string; sortOrder: 'asc' | 'desc'; page: number; size: number },
): Promise<OrgListResponse> {
  const { rows, total } = await repo.organisationDirectoryPage(ctx.db, input);
  return { organisations: rows.map(presentDirectoryOrganisation), page: input.page, totalItems: total };
}
