/**
 * Community meetings and asset management in Chromium against the real server and its seeded demo
 * meetings (issue 18; spec 02 §2 meetings, explore meetings, bookmarked meetings, meeting deep link,
 * community admin Meetings and Assets): a moderator creates a private meeting and invites the
 * member, who sees it, answers Going and bookmarks it, then cancels it (issue 30); Explore meetings filters; the deep link
 * highlights the card; a moderator creates a folder, uploads a file and reorders folders.
 */
import type { CommunityDetailsResponse, MeetingListResponse } from '@portal/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { newPage, screenshot } from './support/browser';
import { signIn } from './support/ui';
const ALIAS = 'paediatric-ot-network';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function apiToken(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

async function communityId(baseUrl: string, token: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/v1/community?alias=${ALIAS}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as CommunityDetailsResponse).community.id;
}

/** Types a date or time into an antd picker and confirms it. */
async function pick(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

const card = (page: Page, name: string) => page.getByTestId('meeting-card').filter({ hasText: name });

test.describe('community meetings', () => {
  test('a moderator creates a private meeting and invites the member, who sees it, answers Going and bookmarks it; the moderator cancels it', async ({
    page,
    browser,
    server,
    mail,
  }) => {
    const token = await apiToken(server.url, ACCOUNTS.moderator.email);
    const cid = await communityId(server.url, token);
    await signIn(page, ACCOUNTS.moderator.email, undefined, `/admin/community/${cid}/meetings`);
    await page.getByRole('button', { name: 'Create meeting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create meeting' });
    await expect(dialog.first()).toBeVisible();
    // The spec's messages for empty required fields.
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog.getByText('Please enter a Meeting title').first()).toBeVisible();
    await expect(dialog.getByText('Please enter a meeting link').first()).toBeVisible();
    // Tomorrow in the association's zone (the browser's, Australia/Sydney): a UTC date is today there
    // from 13:00 UTC, and 10:00 today would be in the past.
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(Date.now() + 86_400_000);
    await dialog.getByLabel('Meeting title').fill('Goal setting with families: peer review');
    await dialog
      .getByLabel('Description')
      .fill('We review two sets of COPM goals and how families took part in setting them.');
    await pick(page, 'Date', tomorrow);
    await pick(page, 'From', '10:00');
    await pick(page, 'To', '09:00');
    await expect(dialog.getByText('End time before start time').first()).toBeVisible();
    await pick(page, 'To', '11:00');
    await dialog.getByLabel('Meeting link').fill('meet.example.org');
    await expect(dialog.getByText('Please enter a valid meeting link').first()).toBeVisible();
    await dialog.getByLabel('Meeting link').fill('https://meet.example.org/goal-setting-review');
    await dialog.getByRole('radio', { name: 'Private' }).check();
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();

    // A private meeting opens the invite dialog: search from 3 letters.
    const invite = page.getByRole('dialog', { name: /Invite members/ });
    await expect(invite.first()).toBeVisible();
    await invite.getByLabel('Search members by name or email').fill('Mi');
    await expect(invite.getByText('Please enter at least 3 letters').first()).toBeVisible();
    await invite.getByLabel('Search members by name or email').fill('member@example');
    await invite.getByRole('checkbox', { name: /Mia Member/ }).check();
    await invite.getByRole('button', { name: 'Invite (1)' }).click();
    await expect(page.getByText('Invites sent').first()).toBeVisible();
    await expect(invite.getByText('Invited (1)').first()).toBeVisible();
    await screenshot(page, 'meetings-invite');
    await invite.getByRole('button', { name: 'Done' }).click();
    await expect(card(page, 'Goal setting with families').first()).toBeVisible();

    // The member sees it in the community's Meetings tab, answers Going and bookmarks it.
    const { context, page: member } = await newPage(browser, server.url);
    await signIn(member, ACCOUNTS.member.email);
    await member.goto(`/communities/${ALIAS}/meetings`);
    const mine = card(member, 'Goal setting with families');
    await expect(mine.first()).toBeVisible();
    // The RSVP select by keyboard: open, next choice (Going), confirm.
    await mine.getByRole('combobox', { name: /RSVP/ }).focus();
    await member.keyboard.press('ArrowDown');
    await member.keyboard.press('ArrowDown');
    await member.keyboard.press('Enter');
    await expect(mine.getByText('1 going').first()).toBeVisible();
    await mine.getByRole('button', { name: 'Bookmark' }).click();
    await expect(member.getByText('Successfully added to favourites').first()).toBeVisible();
    await member.goto('/favourites/meetings');
    await expect(member.getByRole('heading', { name: /Bookmarked meetings \(\d+\)/ }).first()).toBeVisible();
    await expect(card(member, 'Goal setting with families').first()).toBeVisible();
    await expect(
      card(member, 'Goal setting with families').getByRole('link', { name: 'Join meeting' }).first(),
    ).toBeVisible();

    // The moderator cancels it with a reason (issue 30): the member who answered Going is told by mail, and the
    // meeting's page shows it struck through as Cancelled with the reason, with no RSVP or join link.
    const memberToken = await apiToken(server.url, ACCOUNTS.member.email);
    const listed = await fetch(`${server.url}/api/v1/community/meeting`, {
      method: 'POST',
      headers: { authorization: `Bearer ${memberToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ showUpcoming: true }),
    });
    const created = ((await listed.json()) as MeetingListResponse).meets.find((m) =>
      m.name.startsWith('Goal setting with families'),
    );
    expect(created).toBeDefined();
    const mark = mail.mark();
    await page.getByRole('button', { name: 'Actions for Goal setting with families: peer review' }).click();
    await page.getByRole('menuitem', { name: 'Cancel meeting' }).click();
    const cancelDialog = page.getByRole('dialog', { name: 'Cancel "Goal setting with families: peer review"?' });
    await cancelDialog.getByLabel('Reason (optional)').fill('The presenter is unwell; we will set a new date.');
    await cancelDialog.getByRole('button', { name: 'Cancel meeting' }).click();
    await expect(page.getByText('Meeting cancelled').first()).toBeVisible();
    await expect(
      card(page, 'Goal setting with families').getByText('Cancelled', { exact: true }).first(),
    ).toBeVisible();
    const cancelMail = await mail.waitFor({
      to: ACCOUNTS.member.email,
      subjectIncludes: 'Meeting cancelled',
      after: mark,
    });
    expect(cancelMail.subject).toContain('Goal setting with families: peer review');
    await member.goto(`/communities/${ALIAS}/meetings/${created?.id}`);
    const cancelled = card(member, 'Goal setting with families');
    await expect(
      cancelled.getByText('Cancelled: The presenter is unwell; we will set a new date.').first(),
    ).toBeVisible();
    await expect(cancelled.getByText('RSVP is closed. The meeting was cancelled.').first()).toBeVisible();
    await expect(cancelled.getByRole('combobox', { name: /RSVP/ })).toHaveCount(0);
    await expect(cancelled.getByRole('link', { name: 'Join meeting' })).toHaveCount(0);
    await context.close();
  });

  test('Explore meetings filters by type and status, and the deep link highlights the card', async ({
    page,
    server,
  }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/meetings/explore');
    await expect(card(page, 'Sensory processing case review').first()).toBeVisible();
    await page.getByRole('radio', { name: 'Past meetings' }).check();
    await expect(card(page, 'Term planning meeting').first()).toBeVisible();
    await expect(card(page, 'Sensory processing case review').first()).toBeHidden();
    // A past meeting's link is no use any more: its card says so instead of offering Join.
    await expect(
      card(page, 'Term planning meeting').getByRole('button', { name: 'Meeting ended' }).first(),
    ).toBeVisible();
    await expect(card(page, 'Term planning meeting').getByRole('link', { name: 'Join meeting' }).first()).toBeHidden();
    await page.getByRole('radio', { name: 'My upcoming meetings' }).check();
    await page.getByRole('checkbox', { name: "Can't go" }).check();
    await expect(card(page, 'NDIS reporting clinic').first()).toBeVisible();
    await expect(card(page, 'Sensory processing case review').first()).toBeHidden();
    await expect(
      card(page, 'NDIS reporting clinic').getByText('RSVP is closed. The deadline has passed.').first(),
    ).toBeVisible();
    await screenshot(page, 'meetings-explore');

    // The meeting deep link and the meetingId query that highlights the card.
    const token = await apiToken(server.url, ACCOUNTS.member.email);
    const res = await fetch(`${server.url}/api/v1/community/meeting`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ showUpcoming: true }),
    });
    const meetings = ((await res.json()) as MeetingListResponse).meets.filter((m) => m.community.alias === ALIAS);
    const target = meetings[meetings.length - 1];
    await page.goto(`/communities/${ALIAS}/meetings?meetingId=${target.id}`);
    const highlighted = page.locator(`[data-meeting-id="${target.id}"]`);
    await expect(page.locator(`[data-meeting-id="${target.id}"][data-highlighted="true"]`).first()).toBeVisible();
    await expect(page.locator(`[data-meeting-id="${target.id}"][data-highlighted="true"]`).first()).toBeHidden({
      timeout: 5000,
    });
    await expect(highlighted.first()).toBeVisible();
    await page.goto(`/communities/${ALIAS}/meetings/${target.id}`);
    await expect(card(page, target.name).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to meetings' }).first()).toBeVisible();
  });

  test('a moderator creates a folder, uploads a file and reorders the folders', async ({ page, server }) => {
    const token = await apiToken(server.url, ACCOUNTS.moderator.email);
    const cid = await communityId(server.url, token);
    await signIn(page, ACCOUNTS.moderator.email, undefined, `/admin/community/${cid}/assets`);
    const folders = page.getByTestId('asset-folder');
    await expect(folders.first()).toBeVisible();
    const before = await folders.count();
    await page.getByRole('button', { name: /Folder$/ }).click();
    const create = page.getByRole('dialog', { name: 'Create folder' });
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(create.getByText('Please input the title').first()).toBeVisible();
    await create.getByLabel('Name').fill('Sensory diets');
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Folder created successfully').first()).toBeVisible();
    await expect.poll(() => folders.count()).toBe(before + 1);
    await expect.poll(() => folders.last().textContent()).toContain('Sensory diets');

    await page.getByRole('button', { name: 'Add file to Sensory diets' }).click();
    const add = page.getByRole('dialog', { name: 'Add to Sensory diets' });
    await add.getByLabel('Name').fill('Sensory diet planner');
    await add.getByLabel('Description').fill('A weekly planner template for families');
    await add
      .locator('input[type=file]')
      .setInputFiles({ name: 'sensory-diet-planner.pdf', mimeType: 'application/pdf', buffer: PDF });
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('File added successfully.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Sensory diets', exact: true }).click();
    await expect(page.getByRole('cell', { name: /Sensory diet planner/ }).first()).toBeVisible();

    // Reorder with the keyboard-operable Move up button: the new folder moves above the one before it.
    await page.getByRole('button', { name: 'Move folder Sensory diets up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await folders.nth(before - 1).textContent()) ?? '').toContain('Sensory diets');
    await screenshot(page, 'meetings-assets-admin');
    await page.reload();
    await expect
      .poll(
        async () =>
          (await page
            .getByTestId('asset-folder')
            .nth(before - 1)
            .textContent()) ?? '',
      )
      .toContain('Sensory diets');
  });
});
