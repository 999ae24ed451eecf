/** Display helpers for people (spec 01 §5: initials are the uppercase first letters of first and last name). */

export interface PersonName {
  firstName: string;
  lastName: string;
  pronoun?: string | null;
}

/** "First Last". */
export function fullName(person: PersonName | null | undefined): string {
  if (!person) return 'Former member';
  return `${person.firstName} ${person.lastName}`.trim();
}

/** "FL". */
export function initials(person: PersonName | null | undefined): string {
  if (!person) return '?';
  return `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase();
}
