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

  it('a public community is visible; the alias goes only when it changed', () => {
    const fd = toFormData({ ...values, isPublic: true, isVisible: false }, null, 'mental-health-ots');
    expect(fd.get('isVisible')).toBe('true');
    expect(fd.get('isAutoJoin')).toBe('true');
    expect(fd.has('alias')).toBe(false);
    expect(toFormData({ ...values, alias: 'mh-ots' }, null, 'mental-health-ots').get('alias')).toBe('mh-ots');
  });
});
