/**
 * The community admin area in Chromium against the real server and its seeded demo data (spec 02
 * §2 Community admin area, §4, §5, §6; issue 19), as moderator@example.org: approve a pending post
 * and find it in the community's discussion, resolve a reported post and delete a reported
 * comment, change a member's role, blacklist and un-blacklist a member, and add a join question
 * that a client user then meets in the join flow; the Manager role (manager@example.org) reaches any
 * community's area from the community page, and a member who moderates nothing is refused there.
 */
import type { AdminMemberListResponse, CommunityPreference } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { screenshot } from './support/browser';
import { usePortal } from './support/portal';
import { expectHidden, expectPath, expectVisible, fullyShown, signIn } from './support/ui';

const portal = usePortal();

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

describe('community admin area', () => {
  it(
    'a moderator opens the area from the side menu and approves a pending post, which then shows in the discussion',
    portal.run(async ({ page, server }) => {
      const { paediatric } = await moderated(server.url);
      await signIn(page, ACCOUNTS.moderator.email);
      await page.goto('/communities');
      await page.getByRole('link', { name: /\bManage$/ }).click();
      await page.waitForURL((url) => /^\/admin\/community\/\d+\/about$/.test(url.pathname));

      await page.goto(`/admin/community/${paediatric.id}/pending`);
      const title = 'Sensory diet ideas for a busy kindergarten room';
      const row = page.getByRole('row', { name: new RegExp(title) });
      await expectVisible(row);
      await screenshot(page, 'community-admin-pending');
      await row.getByRole('button', { name: 'Approve' }).click();
      await expectVisible(page.getByText('Post approved', { exact: true }));
      await expectHidden(row);

      await page.goto(`/communities/${paediatric.alias}/posts`);
      await expectVisible(page.getByText(title, { exact: true }).first());
    }),
  );

  it(
    'a moderator resolves a reported post and deletes a reported comment',
    portal.run(async ({ page, server }) => {
      const { paediatric } = await moderated(server.url);
      await signIn(page, ACCOUNTS.moderator.email);
      await page.goto(`/admin/community/${paediatric.id}/reported-posts`);
      const panels = page.locator('.ant-collapse-item').filter({ has: page.getByText(/\d+ reports?$/) });
      await expectVisible(panels.first());
      const before = await panels.count();
      await panels.first().locator('.ant-collapse-header').first().click();
      await screenshot(page, 'community-admin-reported-posts');
      await panels.first().getByRole('button', { name: 'Resolve', exact: true }).click();
      await expectVisible(page.getByText('Reports resolved', { exact: true }));
      await expect.poll(() => panels.count()).toBe(before - 1);

      await page.goto(`/admin/community/${paediatric.id}/reported-comments`);
      const approve = page.getByRole('button', { name: 'Approve', exact: true });
      await expectVisible(approve.first());
      const comments = await approve.count();
      await approve.first().click();
      await (await fullyShown(page.getByRole('dialog'))).getByRole('button', { name: 'Approve' }).click();
      await expectVisible(page.getByText('Removed successfully!', { exact: true }));
      await expect.poll(() => approve.count()).toBe(comments - 1);
    }),
  );

  it(
    'a moderator changes a member’s role, blacklists them with a reason and takes them off the blacklist',
    portal.run(async ({ page, server }) => {
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

      await signIn(page, ACCOUNTS.moderator.email);
      await page.goto(`/admin/community/${paediatric.id}/members`);
      await page.getByLabel('Search members').fill(target.lastName);
      const row = page.getByRole('row', { name: new RegExp(name) });
      await expectVisible(row);
      await row.getByRole('button', { name: 'Change role' }).click();
      const dialog = page.getByRole('dialog', { name: `Change role of ${name}` });
      await dialog.getByRole('radio', { name: 'Editor' }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectVisible(row.getByText('Editor', { exact: true }));

      await row.getByRole('button', { name: 'Blacklist' }).click();
      const block = page.getByRole('dialog', { name: `Blacklist ${name}` });
      await block.getByLabel('Reason').fill('Shared a client’s photo without consent');
      await block.getByRole('button', { name: 'Save' }).click();
      await expectHidden(row);

      await page.goto(`/admin/community/${paediatric.id}/blacklist`);
      const blocked = page.getByRole('row', { name: new RegExp(name) });
      await expectVisible(blocked.getByText('Shared a client’s photo without consent', { exact: true }));
      await screenshot(page, 'community-admin-blacklist');
      await blocked.getByRole('button', { name: 'Remove from blacklist' }).click();
      await (await fullyShown(page.getByRole('dialog'))).getByRole('button', { name: 'Remove from blacklist' }).click();
      await expectVisible(page.getByText('Removed successfully!', { exact: true }));
      await expectHidden(blocked);
    }),
  );

  it(
    'a moderator adds a join question that a client user then answers in the join flow',
    portal.run(async ({ page, server }) => {
      const { hand } = await moderated(server.url);
      await signIn(page, ACCOUNTS.moderator.email);
      await page.goto(`/admin/community/${hand.id}/requirements/join-questions`);
      await page.getByRole('button', { name: 'Add question' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add question' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectVisible(dialog.getByText('Please enter a question', { exact: true }));
      const question = 'Which hand therapy courses have you completed?';
      await dialog.getByLabel('Question').fill(question);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectVisible(page.getByText('Question added successfully', { exact: true }));
      await expectVisible(page.getByText(question, { exact: true }));
      await screenshot(page, 'community-admin-join-questions');

      await page.context().clearCookies();
      await page.evaluate(() => window.localStorage.clear());
      await signIn(page, ACCOUNTS.client.email);
      await page.goto('/communities/explore');
      await page.getByRole('button', { name: `Join ${hand.name}` }).click();
      const terms = await fullyShown(page.getByRole('dialog', { name: /Terms and Conditions/ }));
      await terms.getByRole('checkbox', { name: 'I accept' }).check();
      await terms.getByRole('button', { name: 'Continue' }).click();
      const questions = page.getByRole('dialog', { name: 'Request to join' });
      await expectVisible(questions.getByText(question, { exact: true }));
    }),
  );

  it(
    'a community manager (role Manager) opens any community’s admin area from its page; a member who moderates none is refused there',
    portal.run(async ({ page, server }) => {
      const { paediatric } = await moderated(server.url);
      await signIn(page, ACCOUNTS.manager.email);
      await page.goto(`/communities/${paediatric.alias}`);
      await expectVisible(page.getByRole('heading', { name: paediatric.name, level: 1 }));
      await page.getByRole('link', { name: 'Manage', exact: true }).click();
      await expectPath(page, `/admin/community/${paediatric.id}/about`);
      await expectVisible(page.getByRole('heading', { name: 'About', level: 1 }));
      await expectVisible(page.getByRole('menuitem', { name: /Posts pending approval/ }));
      await screenshot(page, 'community-admin-manager');

      await page.context().clearCookies();
      await page.evaluate(() => window.localStorage.clear());
      await signIn(page, ACCOUNTS.member.email);
      await page.goto(`/communities/${paediatric.alias}`);
      await expectVisible(page.getByRole('heading', { name: paediatric.name, level: 1 }));
      expect(await page.getByRole('link', { name: 'Manage', exact: true }).count()).toBe(0);
      await page.goto(`/admin/community/${paediatric.id}/about`);
      await expectVisible(page.getByText('You do not manage this community', { exact: true }));
    }),
  );
});
