/**
 * Australian phone numbers for the demo data (issue 32): a landline's area code follows its state
 * (02 NSW and ACT, 03 VIC and TAS, 07 QLD, 08 SA, WA and NT) and mobiles start 04. Deterministic:
 * the digits come from the index `n`, so the same seed writes the same numbers.
 */

/** The landline area code of each state or territory (ACMA numbering plan). */
export const AREA_CODES: Record<string, string> = {
  NSW: '02',
  ACT: '02',
  VIC: '03',
  TAS: '03',
  QLD: '07',
  SA: '08',
  WA: '08',
  NT: '08',
};

/** A landline in `state` ("03 5331 8820" form); throws on an unknown state code. */
export function landline(state: string, n: number): string {
  const code = AREA_CODES[state];
  if (!code) throw new Error(`No area code for state ${state}`);
  const local = 9000 + ((n * 137) % 999);
  const line = 1000 + ((n * 311 + 17) % 8999);
  return `${code} ${String(local).padStart(4, '0')} ${String(line).padStart(4, '0')}`;
}
