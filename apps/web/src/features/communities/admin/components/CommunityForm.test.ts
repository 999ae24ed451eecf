import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { aliasOf, type CommunityFormValues, toFormData } from './CommunityForm';

const values: CommunityFormValues = {
  name: 'Mental Health OTs',
  alias: 'mental-health-ots',
  shortDescription: 'Practice talk',
  categoryIds: [3, 4],
  tagsId: [7],
  isPublic: false,
  isVisible: true,
  isAutoJoin: true,
  isRequirePostApproval: true,
  pushToWebsite: false,
  aliveStartDate: dayjs('2030-01-02T00:00:00Z'),
  aliveEndDate: null,
  segmentIds: [],
};

describe('community form (spec 02 §4, §5 Community)', () => {
  it('derives the alias from the name: lower case, no spaces, at most 150 characters', () => {
    expect(aliasOf('  Hand Therapy & Splinting  ')).toBe('hand-therapy-splinting');
    expect(aliasOf('x'.repeat(200))).toHaveLength(150);
  });

  it('sends the privacy rules applied: a private community never auto-joins', () => {
    const fd = toFormData(values, null);
    expect(fd.get('isAutoJoin')).toBe('false');
    expect(fd.getAll('categoryIds')).toEqual(['3', '4']);
    expect(fd.get('aliveStartDate')).toBe('2030-01-02T00:00:00.000Z');
    expect(fd.get('aliveEndDate')).toBe('');
  });

  it('sends the planned archive date as the start of its day, empty to clear it, and none once archived', () => {
    const planned = dayjs('2030-03-04T15:30:00');
    expect(toFormData({ ...values, archivedDate: planned }, null).get('archivedDate')).toBe(
      planned.startOf('day').toISOString(),
    );
    expect(toFormData({ ...values, archivedDate: null }, null).get('archivedDate')).toBe('');
    const archived = toFormData({ ...values, archivedDate: planned }, null, 'mental-health-ots', 'edit', true);
    expect(archived.has('archivedDate')).toBe(false);
  });

  it('a public community is visible; the alias goes only when it changed', () => {
    const fd = toFormData({ ...values, isPublic: true, isVisible: false }, null, 'mental-health-ots');
    expect(fd.get('isVisible')).toBe('true');
    expect(fd.get('isAutoJoin')).toBe('true');
    expect(fd.has('alias')).toBe(false);
    expect(toFormData({ ...values, alias: 'mh-ots' }, null, 'mental-health-ots').get('alias')).toBe('mh-ots');
  });
});

describe('community form segments (spec 02 §5: isSetSegmentIdsEmpty on edit)', () => {
  it('sends the chosen segments; on edit an empty list sends isSetSegmentIdsEmpty=true, on create nothing', () => {
    const withSegments = toFormData({ ...values, segmentIds: [5, 9] }, null, 'mental-health-ots', 'edit');
    expect(withSegments.getAll('segmentIds')).toEqual(['5', '9']);
    expect(withSegments.has('isSetSegmentIdsEmpty')).toBe(false);
    expect(
      toFormData({ ...values, segmentIds: [] }, null, 'mental-health-ots', 'edit').get('isSetSegmentIdsEmpty'),
    ).toBe('true');
    expect(toFormData({ ...values, segmentIds: [] }, null, undefined, 'create').has('isSetSegmentIdsEmpty')).toBe(
      false,
    );
  });
});

describe('community form segments not offered', () => {
  it('without the segments field an edit keeps the stored segments (no isSetSegmentIdsEmpty)', () => {
    const { segmentIds: _omit, ...rest } = values;
    const fd = toFormData(rest as CommunityFormValues, null, 'mental-health-ots', 'edit');
    expect(fd.has('isSetSegmentIdsEmpty')).toBe(false);
    expect(fd.getAll('segmentIds')).toEqual([]);
  });
});
