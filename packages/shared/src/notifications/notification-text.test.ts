import type { Notification } from '../communities/notifications.schemas';
import { MESSAGES } from '../messages';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_RENDERERS, renderNotification } from './notification-text';

const base: Notification = {
  id: 1,
  readAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  activityType: 2,
  initiatorUser: { id: 'u', firstName: 'Ana', lastName: 'Ng', avatar: null },
  community: { id: 3, name: 'Paediatric OT', alias: 'paeds' },
  post: {
    id: 9,
    title: 'Sensory diets',
    label: null,
    tags: [],
    creatorFirstName: null,
    creatorLastName: null,
    secondaryCommunities: [],
    reports: [],
  },
  comment: { id: 4, parentCommentId: null, creatorFirstName: null, creatorLastName: null },
  asset: { type: 1, name: 'Handout' },
  meet: { id: 5, name: 'Case review' },
  member: { memberFullName: 'Ben Lee' },
  commentTotalLikes: 0,
  postTotalViews: 0,
  postTotalCommentsCount: 0,
  postNotificationStatus: false,
};

describe('notification renderers', () => {
  it('has a renderer for each of the 17 types, each with text and a link', () => {
    for (let type = 1; type <= 17; type++) {
      expect(NOTIFICATION_RENDERERS[type], `type ${type}`).toBeDefined();
      const r = renderNotification({ ...base, activityType: type }, '/communities');
      expect(r.text).not.toBe(MESSAGES.noRenderer);
      expect(r.href).toMatch(/^\/communities\/paeds/);
    }
  });
  it('links posts, comments, meetings and members', () => {
    expect(renderNotification(base, '/hubs')).toEqual({
      text: 'Ana Ng posted “Sensory diets” in Paediatric OT',
      href: '/hubs/paeds/posts/9',
    });
    expect(renderNotification({ ...base, activityType: 17 }, '/c').href).toBe('/c/paeds/posts/9?commentId=4');
    expect(renderNotification({ ...base, activityType: 13 }, '/c').href).toBe('/c/paeds/meetings/5');
    expect(renderNotification({ ...base, activityType: 16 }, '/c')).toEqual({
      text: 'Ben Lee asked to join Paediatric OT',
      href: '/c/paeds/members',
    });
  });
  it('answers the spec text for an unknown type', () => {
    expect(renderNotification({ ...base, activityType: 99 }, '/c')).toEqual({ text: MESSAGES.noRenderer, href: null });
  });
});
