/**
 * An oracle for time tests (issue 30) that does not use the product's date library: the runtime's own
 * Intl time-zone data gives the wall-clock time and offset of an instant in an IANA zone.
 */

/** The wall-clock time ("YYYY-MM-DDTHH:mm:ss") and offset label ("UTC+11:00") of `instant` in `zone`. */
export function intlWallClock(instant: string | Date, zone: string): { wallClock: string; label: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const offset = get('timeZoneName').replace('GMT', '') || '+00:00';
  return {
    wallClock: `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`,
    label: `UTC${offset}`,
  };
}
