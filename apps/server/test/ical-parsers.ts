/**
 * Two independent iCalendar parsers for the calendar tests (issue 30): `ical.js` (Mozilla's, in
 * process) and Python's `icalendar` (Debian's python3-icalendar, run as /usr/bin/python3 in a
 * subprocess). Each reads a calendar text into the same plain shape, so a test asserts what a
 * calendar client would see, twice.
 */
import { execFileSync } from 'node:child_process';
import ICAL from 'ical.js';

/** What a calendar client reads from one VEVENT. */
export interface ParsedEntry {
  uid: string;
  summary: string;
  description: string | null;
  url: string | null;
  sequence: number;
  status: string | null;
  /** TZID parameter of DTSTART (null when UTC or floating). */
  tzid: string | null;
  /** DTSTART and DTEND as UTC instants (ISO, whole seconds), resolved through the VTIMEZONE. */
  start: string;
  end: string;
  /** DTSTAMP as an UTC instant (ISO). */
  stamp: string;
}

/** A parsed calendar: its name, the zones it defines and its entries. */
export interface ParsedCalendar {
  name: string | null;
  timezones: string[];
  entries: ParsedEntry[];
}

const iso = (d: Date) => d.toISOString().replace('.000Z', 'Z');

/** Parses with ical.js; each VTIMEZONE is registered so TZID times resolve through it (not the host's zone data). */
export function parseWithIcalJs(text: string): ParsedCalendar {
  const cal = new ICAL.Component(ICAL.parse(text));
  const zones = cal.getAllSubcomponents('vtimezone');
  for (const z of zones) ICAL.TimezoneService.register(z);
  try {
    return {
      name: (cal.getFirstPropertyValue('x-wr-calname') as string | null) ?? null,
      timezones: zones.map((z) => String(z.getFirstPropertyValue('tzid'))),
      entries: cal.getAllSubcomponents('vevent').map((v) => {
        const e = new ICAL.Event(v);
        const tzid = v.getFirstProperty('dtstart')?.getParameter('tzid');
        return {
          uid: e.uid,
          summary: e.summary,
          description: e.description ?? null,
          url: (v.getFirstPropertyValue('url') as string | null) ?? null,
          sequence: e.sequence,
          status: (v.getFirstPropertyValue('status') as string | null) ?? null,
          tzid: typeof tzid === 'string' ? tzid : null,
          start: iso(e.startDate.toJSDate()),
          end: iso(e.endDate.toJSDate()),
          stamp: iso((v.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate()),
        };
      }),
    };
  } finally {
    for (const z of zones) ICAL.TimezoneService.remove(String(z.getFirstPropertyValue('tzid')));
  }
}

const PYTHON = String.raw`
import sys, json, datetime, icalendar
cal = icalendar.Calendar.from_ical(sys.stdin.buffer.read())
def utc(p):
    return p.dt.astimezone(datetime.timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')
def text(v):
    return None if v is None else str(v)
out = {'name': text(cal.get('X-WR-CALNAME')), 'timezones': [str(t.get('TZID')) for t in cal.walk('VTIMEZONE')], 'entries': []}
for e in cal.walk('VEVENT'):
    s = e.get('DTSTART')
    out['entries'].append({
        'uid': str(e.get('UID')), 'summary': str(e.get('SUMMARY')), 'description': text(e.get('DESCRIPTION')),
        'url': text(e.get('URL')), 'sequence': int(e.get('SEQUENCE', 0)), 'status': text(e.get('STATUS')),
        'tzid': s.params.get('TZID'), 'start': utc(s), 'end': utc(e.get('DTEND')), 'stamp': utc(e.get('DTSTAMP')),
    })
json.dump(out, sys.stdout)
`;

/** Parses with Python's icalendar (python3-icalendar); throws when the text does not parse. */
export function parseWithPython(text: string): ParsedCalendar {
  const out = execFileSync('/usr/bin/python3', ['-c', PYTHON], { input: text, encoding: 'utf8' });
  return JSON.parse(out) as ParsedCalendar;
}

/** Parses with both; fails the test when they disagree, answers the (one) result. */
export function parseBoth(text: string): ParsedCalendar {
  const a = parseWithIcalJs(text);
  const b = parseWithPython(text);
  if (JSON.stringify(a) !== JSON.stringify(b))
    throw new Error(`the parsers disagree:\nical.js ${JSON.stringify(a)}\npython  ${JSON.stringify(b)}`);
  return a;
}

/** The longest line in octets (UTF-8) and whether every line ends CRLF. */
export function lineFacts(text: string): { maxOctets: number; crlf: boolean } {
  const lines = text.split('\r\n');
  return {
    maxOctets: Math.max(...lines.map((l) => Buffer.byteLength(l, 'utf8'))),
    crlf: text.endsWith('\r\n') && !/[^\r]\n/.test(text),
  };
}
