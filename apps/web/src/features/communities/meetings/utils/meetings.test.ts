import type { Asset, Meeting } from '@portal/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { sortAssets } from '../../assets/components/AssetsAdminView';
import { exploreInput } from '../components/ExploreMeetingsView';
import { meetingFormData } from '../components/MeetingFormModal';
import { isPast, meetingListPath, meetingPath, meetingTimes } from './meeting-format';

const values = {
  name: 'Case review',
  description: 'Two cases',
  date: dayjs('2030-03-04T00:00:00'),
  from: dayjs('2030-01-01T10:00:00'),
  to: dayjs('2030-01-01T11:30:00'),
  rsvpDate: null,
  meetingLink: 'https://meet.example.org/x',
  meetingId: '  ',
  meetingPassword: '',
  visible: 3,
};

describe('meeting form data (spec 02 §5: blank fields are skipped)', () => {
  it('sends the start instant, the duration in minutes and no blank fields', () => {
    const form = meetingFormData(values, [], []);
    expect(form.get('startDate')).toBe(dayjs('2030-03-04T10:00:00').toISOString());
    expect(form.get('duration')).toBe('90');
    expect(form.get('visible')).toBe('3');
    expect(form.has('meetingId')).toBe(false);
    expect(form.has('meetingPassword')).toBe(false);
    expect(form.has('rsvpDate')).toBe(false);
    expect(form.has('sendNotification')).toBe(false);
    expect(form.has('imageFile')).toBe(false);
    expect(meetingFormData(values, [], [], undefined, new File(['x'], 'cover.png')).has('imageFile')).toBe(true);
  });

  it('on edit keeps the privacy, sends one-time switches only when newly set, and the removed files', () => {
    const editing = { visible: 2, sendNotification: true, toDashBoard: false } as Meeting;
    const form = meetingFormData({ ...values, sendNotification: true, toDashBoard: true }, [], [7, 9], editing);
    expect(form.get('visible')).toBe('2');
    expect(form.has('sendNotification')).toBe(false);
    expect(form.get('toDashBoard')).toBe('true');
    expect(form.get('deletedAssetIds')).toBe('7,9');
  });
});

describe('explore filters', () => {
  it.each([
    [{ communityIds: [], type: 'all', statuses: [] }, {}],
    [
      { communityIds: [3], type: 'upcoming', statuses: [1] },
      { communitiesIds: [3], statuses: [1], showUpcoming: true },
    ],
    [{ communityIds: [], type: 'past', statuses: [] }, { showPast: true }],
  ] as const)('%o → %o', (filters, expected) => {
    const input = exploreInput({
      ...filters,
      communityIds: [...filters.communityIds],
      statuses: [...filters.statuses],
    });
    expect(JSON.parse(JSON.stringify(input))).toEqual(expected);
  });
});

describe('asset sort menu', () => {
  const asset = (id: number, name: string, description: string, createdAt: string) =>
    ({ id, name, description, createdAt, order: id }) as Asset;
  const list = [
    asset(0, 'beta', 'zeta', '2026-02-01'),
    asset(1, 'Alpha', 'eta', '2026-03-01'),
    asset(2, 'gamma', null as unknown as string, '2026-01-01'),
  ];
  it.each([
    ['order', [0, 1, 2]],
    ['name', [1, 0, 2]],
    ['description', [2, 1, 0]],
    ['created', [2, 0, 1]],
  ] as const)('by %s', (key, ids) => {
    expect(sortAssets(list, key).map((a) => a.id)).toEqual(ids);
  });
});

describe('meeting format', () => {
  it('paths, times in the viewer zone with its label, and past', () => {
    expect(meetingPath('/communities', 'ot network', 5)).toBe('/communities/ot%20network/meetings/5');
    expect(meetingListPath('/hubs', 'a', 5)).toBe('/hubs/a/meetings?meetingId=5');
    expect(meetingTimes({ startDate: '2030-01-01T09:05:00', endDate: '2030-01-01T10:00:00' })).toBe(
      '9:05 am – 10:00 am (UTC+11:00)',
    );
    expect(isPast({ endDate: '2000-01-01T00:00:00Z' })).toBe(true);
  });
});
