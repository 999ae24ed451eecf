/**
 * The community admin area in Chromium against the real server and its seeded demo data (spec 02
 * §2 Community admin area, §4, §5, §6; issue 19), as moderator@example.org: approve a pending post
 * and find it in the community's discussion, resolve a reported post and delete a reported
 * comment, change a member's role, blacklist and un-blacklist a member, and add a join question
 * that a client user then meets in the join flow; the Manager role (manager@example.org) reaches any
 * community's area from the community page, and a member who moderates nothing is refused there.
 */
import type { AdminMemberListResponse, CommunityPreference } from '@portal/shared';
import { expect, test } from './support/fixtures';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { screenshot } from './support/browser';
import { expectPath, signIn } from './support/ui';

/** Signs in over the API and answers the access token. */
async function accessToken(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function call<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** The moderator's communities by name (seeded: Hand Therapy Special Interest Group, Paediatric OT Network). */
async function moderated(baseUrl: string) {
  const token = await accessToken(baseUrl, ACCOUNTS.moderator.email);
  const pref = await call<CommunityPreference>(baseUrl, token, 'POST', '/community/preference', {});
  const byName = (name: string) => {
    const c = pref.topModerated.find((x) => x.name === name);
    if (!c) throw new Error(`${name} is not moderated`);
    return c;
  };
  return { token, paediatric: byName('Paediatric OT Network'), hand: byName('Hand Therapy Special Interest Group') };
}

test.describe('community admin area', () => {
  test('a moderator opens the area from the side menu and approves a pending post, which then shows in the discussion', async ({
    page,
    server,
  }) => {
    const { paediatric } = await moderated(server.url);
    await signIn(page, ACCOUNTS.moderator.email, undefined, '/communities');
    await page.getByRole('link', { name: /\bManage$/ }).click();
    await page.waitForURL((url) => /^\/admin\/community\/\d+\/about$/.test(url.pathname));

    await page.goto(`/admin/community/${paediatric.id}/pending`);
    const title = 'Sensory diet ideas for a busy kindergarten room';
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row.first()).toBeVisible();
    await screenshot(page, 'community-admin-pending');
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Post approved', { exact: true }).first()).toBeVisible();
    await expect(row.first()).toBeHidden();

    await page.goto(`/communities/${paediatric.alias}/posts`);
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  });

  test('a moderator resolves a reported post and deletes a reported comment', async ({ page, server }) => {
    const { paediatric } = await moderated(server.url);
    await signIn(page, ACCOUNTS.moderator.email, undefined, `/admin/community/${paediatric.id}/reported-posts`);
    const panels = page.locator('.ant-collapse-item').filter({ has: page.getByText(/\d+ reports?$/) });
    await expect(panels.first()).toBeVisible();
    const before = await panels.count();
    await panels.first().locator('.ant-collapse-header').first().click();
    await screenshot(page, 'community-admin-reported-posts');
    await panels.first().getByRole('button', { name: 'Resolve', exact: true }).click();
    await expect(page.getByText('Reports resolved', { exact: true }).first()).toBeVisible();
    await expect.poll(() => panels.count()).toBe(before - 1);

    await page.goto(`/admin/community/${paediatric.id}/reported-comments`);
    const approve = page.getByRole('button', { name: 'Approve', exact: true });
    await expect(approve.first()).toBeVisible();
    const comments = await approve.count();
    await approve.first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Removed successfully!', { exact: true }).first()).toBeVisible();
    await expect.poll(() => approve.count()).toBe(comments - 1);
  });

  test('a moderator changes a member’s role, blacklists them with a reason and takes them off the blacklist', async ({
    page,
    server,
  }) => {
    const { token, paediatric } = await moderated(server.url);
    const list = await call<AdminMemberListResponse>(
      server.url,
      token,
      'POST',
      `/admin/community/${paediatric.id}/getlist`,
      {
        pageSize: 100,
      },
    );
    const target = list.members.find((m) => m.role === 0 && m.email?.endsWith('@example.com'));
    if (!target) throw new Error('no plain member');
    const name = `${target.firstName} ${target.lastName}`;

    await signIn(page, ACCOUNTS.moderator.email, undefined, `/admin/community/${paediatric.id}/members`);
    await page.getByLabel('Search members').fill(target.lastName);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.first()).toBeVisible();
    await row.getByRole('button', { name: 'Change role' }).click();
    const dialog = page.getByRole('dialog', { name: `Change role of ${name}` });
    await dialog.getByRole('radio', { name: 'Editor' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByText('Editor', { exact: true }).first()).toBeVisible();

    await row.getByRole('button', { name: 'Blacklist' }).click();
    const block = page.getByRole('dialog', { name: `Blacklist ${name}` });
    await block.getByLabel('Reason').fill('Shared a client’s photo without consent');
    await block.getByRole('button', { name: 'Save' }).click();
    await expect(row.first()).toBeHidden();

    await page.goto(`/admin/community/${paediatric.id}/blacklist`);
    const blocked = page.getByRole('row', { name: new RegExp(name) });
    await expect(blocked.getByText('Shared a client’s photo without consent', { exact: true }).first()).toBeVisible();
    await screenshot(page, 'community-admin-blacklist');
    await blocked.getByRole('button', { name: 'Remove from blacklist' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove from blacklist' }).click();
    await expect(page.getByText('Removed successfully!', { exact: true }).first()).toBeVisible();
    await expect(blocked.first()).toBeHidden();
  });

  test('a moderator adds a join question that a client user then answers in the join flow', async ({
    page,
    server,
  }) => {
    const { hand } = await moderated(server.url);
    await signIn(page, ACCOUNTS.moderator.email, undefined, `/admin/community/${hand.id}/requirements/join-questions`);
    await page.getByRole('button', { name: 'Add question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add question' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please enter a question', { exact: true }).first()).toBeVisible();
    const question = 'Which hand therapy courses have you completed?';
    await dialog.getByLabel('Question').fill(question);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Question added successfully', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(question, { exact: true }).first()).toBeVisible();
    await screenshot(page, 'community-admin-join-questions');

    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, ACCOUNTS.client.email, undefined, '/communities/explore');
    await page.getByRole('button', { name: `Join ${hand.name}` }).click();
    const terms = page.getByRole('dialog', { name: /Terms and Conditions/ });
    await terms.getByRole('checkbox', { name: 'I accept' }).check();
    await terms.getByRole('button', { name: 'Continue' }).click();
    const questions = page.getByRole('dialog', { name: 'Request to join' });
    await expect(questions.getByText(question, { exact: true }).first()).toBeVisible();
  });

  test('a community manager (role Manager) opens any community’s admin area from its page; a member who moderates none is refused there', async ({
    page,
    server,
  }) => {
    const { paediatric } = await moderated(server.url);
    await signIn(page, ACCOUNTS.manager.email, undefined, `/communities/${paediatric.alias}`);
    await expect(page.getByRole('heading', { name: paediatric.name, level: 1 }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Manage', exact: true }).click();
    await expectPath(page, `/admin/community/${paediatric.id}/about`);
    await expect(page.getByRole('heading', { name: 'About', level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Posts pending approval/ }).first()).toBeVisible();
    await screenshot(page, 'community-admin-manager');

    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, ACCOUNTS.member.email, undefined, `/communities/${paediatric.alias}`);
    await expect(page.getByRole('heading', { name: paediatric.name, level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage', exact: true })).toHaveCount(0);
    await page.goto(`/admin/community/${paediatric.id}/about`);
    await expect(page.getByText('You do not manage this community', { exact: true }).first()).toBeVisible();
  });
});
