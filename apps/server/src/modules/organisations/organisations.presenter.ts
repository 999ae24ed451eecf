/** An organisation row as the API answers it (spec 01 §3: location "-" when none). */
import type { DirectoryOrganisation, Organisation } from '@portal/shared';
import type { OrganisationRow } from './organisations.repository';

/** "suburb state postcode", or "-" when the organisation has no location. */
export function locationOf(row: Pick<OrganisationRow, 'suburb' | 'state' | 'postcode'> | null): string {
  if (!row) return '-';
  const text = [row.suburb, row.state, row.postcode].filter(Boolean).join(' ');
  return text || '-';
}

/** The Organisation entity. */
export function presentOrganisation(row: OrganisationRow): Organisation {
  return { ...row, location: locationOf(row) };
}

/** An organisation of the directory (spec 03 §3 Organisation: id, name, imageUrl, location). No logo is served yet: imageUrl null. */
export function presentDirectoryOrganisation(row: OrganisationRow): DirectoryOrganisation {
  return { id: row.id, name: row.name, imageUrl: null, location: locationOf(row) };
}
