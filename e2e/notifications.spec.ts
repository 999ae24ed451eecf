/**
 * Notification centre, notification mail and global search in Chromium against the real server and
 * its seeded demo data (spec 01 §2 Notification centre and Global search, §4, §9; issue 17): a
 * comment by another member (made over the API) appears in the bell within one poll (the poll is
 * shortened to 1.5 s for the test through `portal.notificationPollMs`); opening it marks it read,
 * Mark all as read empties Unread; the daily digest (run through the development hook) lands in
 * the mail and its unsubscribe link works without signing in; search from the top bar, open a
 * result, See all for a section, search by a tag.
 */
import type { NotificationListResponse } from '@portal/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { screenshot } from './support/browser';
import { usePortal } from './support/portal';
import { expectPath, expectVisible, signIn } from './support/ui';

const portal = usePortal();
const POLL_MS = 1500;

/** Signs in over the API: a caller of the community calls. */
async function api(baseUrl: string, email: string) {
  const res = await fetch(`${baseUrl}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  const call = async (method: string, path: string, body?: BodyInit, json?: unknown) => {
    const r = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? body : JSON.stringify(json),
    });
    if (!r.ok) throw new Error(`${method} ${path} → ${r.status} ${await r.text()}`);
    return r.json();
  };
  return {
    get: (path: string) => call('GET', path),
    put: (path: string, json: unknown = {}) => call('PUT', path, undefined, json),
    comment: (postId: number, text: string) => {
      const form = new FormData();
      form.set('body', `<p>${text}</p>`);
      return call('POST', `/api/v1/community/post/${postId}/comment`, form);
    },
  };
}

/** The member's own post that the moderator can comment on (from the member's seeded notifications). */
async function membersPost(member: Awaited<ReturnType<typeof api>>): Promise<number> {
  const list = (await member.get('/api/v1/community/notification?pageSize=100')) as NotificationListResponse;
  const own = list.notifications.find((n) => n.activityType === 4 && n.post);
  expect(own).toBeTruthy();
  return own?.post?.id as number;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

describe('notification centre and mail', () => {
  it(
    'a comment by another member appears in the bell within one poll; open one, then mark all as read',
    portal.run(async ({ page, context, server }) => {
      await context.addInitScript((ms) => localStorage.setItem('portal.notificationPollMs', String(ms)), POLL_MS);
      const member = await api(server.url, ACCOUNTS.member.email);
      const moderator = await api(server.url, ACCOUNTS.moderator.email);
      const postId = await membersPost(member);
      await member.put('/api/v1/community/notification/all-set-as-read');

      await signIn(page, ACCOUNTS.member.email);
      await expectVisible(page.getByRole('button', { name: 'Notifications', exact: true }));
      await moderator.comment(postId, 'Have you tried a graded sensory diet?');
      await expectVisible(page.getByRole('button', { name: 'Notifications, 1 unread' }), 3 * POLL_MS + 2000);

      await bell(page).click();
      const item = page.getByTestId('notification-item').filter({ hasText: 'Morgan Moderator commented on your post' });
      await expectVisible(item.first());
      await screenshot(page, 'notification-centre');
      await item.first().getByRole('link').click();
      await page.waitForURL((url) => /\/posts\/\d+$/.test(url.pathname) && url.searchParams.has('commentId'));
      await expectVisible(page.getByRole('button', { name: 'Notifications', exact: true }));

      await moderator.comment(postId, 'Also worth reviewing the home program.');
      await moderator.comment(postId, 'Happy to share our template.');
      await expectVisible(page.getByRole('button', { name: 'Notifications, 2 unread' }), 3 * POLL_MS + 2000);
      await page.goto('/?notifications=unread');
      await expectVisible(page.getByTestId('notification-list-unread').getByTestId('notification-item').first());
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expectVisible(page.getByText('No unread notifications'));
      await expectVisible(page.getByRole('button', { name: 'Notifications', exact: true }));
      const left = (await member.get('/api/v1/community/notification?isRead=false')) as NotificationListResponse;
      expect(left.totalItemCount).toBe(0);
    }),
  );

  it(
    'the daily digest lands in the mail and its unsubscribe link works without signing in',
    portal.run(async ({ page, server, mail }) => {
      const member = await api(server.url, ACCOUNTS.member.email);
      const moderator = await api(server.url, ACCOUNTS.moderator.email);
      const postId = await membersPost(member);
      await member.put('/api/v1/community/users/notification-mail', { frequency: 'daily' });
      const mark = mail.mark();
      await moderator.comment(postId, 'Sharing the outcome measures we use.');
      const run = await fetch(`${server.url}/dev/notification-mail/deliver`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ frequency: 'daily' }),
      });
      expect(run.status).toBe(200);
      const digest = await mail.waitFor({ to: ACCOUNTS.member.email, subjectIncludes: 'daily digest', after: mark });
      expect(digest.text).toContain('Morgan Moderator commented on your post');
      const link = /Comments on your posts: (\S+)/.exec(digest.text)?.[1] as string;
      expect(link).toContain('/api/v1/notification-mail/unsubscribe?token=');

      await page.goto(link);
      await expectVisible(page.getByRole('heading', { name: 'Unsubscribe' }));
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expectVisible(page.getByRole('heading', { name: 'You are unsubscribed' }));
      const settings = (await member.get('/api/v1/community/users/notification-mail')) as {
        unsubscribedActivityTypes: number[];
      };
      expect(settings.unsubscribedActivityTypes).toContain(4);
    }),
  );
});

describe('global search', () => {
  it(
    'searches from the top bar, opens a result, opens See all for a section and searches by a tag',
    portal.run(async ({ page }) => {
      await signIn(page, ACCOUNTS.member.email);
      const openSearch = async (text: string) => {
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await page.getByLabel('Search', { exact: true }).fill(text);
        await expectVisible(page.getByRole('button', { name: `Search for ${text}` }));
      };
      await openSearch('telehealth');
      const news = page.getByRole('region', { name: 'News' });
      await expectVisible(news.getByRole('link').nth(1));
      await screenshot(page, 'search-dropdown');
      const first = news.getByRole('listitem').first().getByRole('link');
      const title = (await first.textContent())?.trim() as string;
      await first.click();
      await page.waitForURL((url) => /^\/news\/details\/\d+$/.test(url.pathname));
      await expectVisible(page.getByRole('heading', { name: title }).first());

      await openSearch('telehealth');
      await page
        .getByRole('region', { name: 'Resources' })
        .getByRole('link', { name: /See all/ })
        .click();
      await expectPath(page, '/search', '?keyword=telehealth&section=resources');
      await expectVisible(page.getByRole('heading', { name: 'Results for telehealth' }));
      await expectVisible(page.getByRole('tab', { name: /Resources/, selected: true }));
      await expectVisible(page.getByRole('list', { name: 'Resources results' }).getByRole('link').first());

      await page.getByRole('complementary', { name: 'Tags' }).getByRole('link', { name: '#Telehealth' }).click();
      await page.waitForURL((url) => url.searchParams.has('tagId'));
      await expectVisible(page.getByRole('heading', { name: 'Results for #Telehealth' }));
      await expect.poll(() => page.getByRole('tab', { name: /Posts/ }).getAttribute('aria-disabled')).toBe('true');
      await page.getByRole('tab', { name: /CPD & Events/ }).click();
      await expectVisible(page.getByRole('list', { name: 'CPD & Events results' }).getByRole('link').first());
      await screenshot(page, 'search-by-tag');
    }),
  );
});
