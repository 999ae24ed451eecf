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
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { screenshot } from './support/browser';
import { expectPath, signIn } from './support/ui';
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

test.describe('notification centre and mail', () => {
  test('a comment by another member appears in the bell within one poll; open one, then mark all as read', async ({
    page,
    context,
    server,
  }) => {
    await context.addInitScript((ms) => localStorage.setItem('portal.notificationPollMs', String(ms)), POLL_MS);
    const member = await api(server.url, ACCOUNTS.member.email);
    const moderator = await api(server.url, ACCOUNTS.moderator.email);
    const postId = await membersPost(member);
    await member.put('/api/v1/community/notification/all-set-as-read');

    await signIn(page, ACCOUNTS.member.email);
    await expect(page.getByRole('button', { name: 'Notifications', exact: true }).first()).toBeVisible();
    await moderator.comment(postId, 'Have you tried a graded sensory diet?');
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' }).first()).toBeVisible({
      timeout: 3 * POLL_MS + 2000,
    });

    await bell(page).click();
    const item = page.getByTestId('notification-item').filter({ hasText: 'Morgan Moderator commented on your post' });
    await expect(item.first()).toBeVisible();
    await screenshot(page, 'notification-centre');
    await item.first().getByRole('link').click();
    await page.waitForURL((url) => /\/posts\/\d+$/.test(url.pathname) && url.searchParams.has('commentId'));
    await expect(page.getByRole('button', { name: 'Notifications', exact: true }).first()).toBeVisible();

    await moderator.comment(postId, 'Also worth reviewing the home program.');
    await moderator.comment(postId, 'Happy to share our template.');
    await expect(page.getByRole('button', { name: 'Notifications, 2 unread' }).first()).toBeVisible({
      timeout: 3 * POLL_MS + 2000,
    });
    await page.goto('/?notifications=unread');
    await expect(page.getByTestId('notification-list-unread').getByTestId('notification-item').first()).toBeVisible();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('No unread notifications').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true }).first()).toBeVisible();
    const left = (await member.get('/api/v1/community/notification?isRead=false')) as NotificationListResponse;
    expect(left.totalItemCount).toBe(0);
  });

  test('the daily digest lands in the mail and its unsubscribe link works without signing in', async ({
    page,
    server,
    mail,
  }) => {
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
    await expect(page.getByRole('heading', { name: 'Unsubscribe' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' }).first()).toBeVisible();
    const settings = (await member.get('/api/v1/community/users/notification-mail')) as {
      unsubscribedActivityTypes: number[];
    };
    expect(settings.unsubscribedActivityTypes).toContain(4);
  });
});

test.describe('global search', () => {
  test('searches from the top bar, opens a result, opens See all for a section and searches by a tag', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.member.email);
    const openSearch = async (text: string) => {
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByLabel('Search', { exact: true }).fill(text);
      await expect(page.getByRole('button', { name: `Search for ${text}` }).first()).toBeVisible();
    };
    await openSearch('telehealth');
    const news = page.getByRole('region', { name: 'News' });
    await expect(news.getByRole('link').nth(1)).toBeVisible();
    await screenshot(page, 'search-dropdown');
    const first = news.getByRole('listitem').first().getByRole('link');
    const title = (await first.textContent())?.trim() as string;
    await first.click();
    await page.waitForURL((url) => /^\/news\/details\/\d+$/.test(url.pathname));
    await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();

    await openSearch('telehealth');
    await page
      .getByRole('region', { name: 'Resources' })
      .getByRole('link', { name: /See all/ })
      .click();
    await expectPath(page, '/search', '?keyword=telehealth&section=resources');
    await expect(page.getByRole('heading', { name: 'Results for telehealth' }).first()).toBeVisible();
    await expect(page.getByRole('tab', { name: /Resources/, selected: true }).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Resources results' }).getByRole('link').first()).toBeVisible();

    await page.getByRole('complementary', { name: 'Tags' }).getByRole('link', { name: '#Telehealth' }).click();
    await page.waitForURL((url) => url.searchParams.has('tagId'));
    await expect(page.getByRole('heading', { name: 'Results for #Telehealth' }).first()).toBeVisible();
    await expect.poll(() => page.getByRole('tab', { name: /Posts/ }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('tab', { name: /CPD & Events/ }).click();
    await expect(page.getByRole('list', { name: 'CPD & Events results' }).getByRole('link').first()).toBeVisible();
    await screenshot(page, 'search-by-tag');
  });
});
