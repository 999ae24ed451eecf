/**
 * Communities for members in Chromium against the real server and its seeded demo communities
 * (spec 02 §2 Member side, §4 Membership and Post, §5, §8): explore with filters and query
 * parameters, join a public community (and post into its approval queue), ask to join a private one through the terms and the
 * questions with a file, create a post with a tag and an attachment and find it in the feed,
 * comment three levels deep, report a post, the access screens, and the phone layout.
 */
import fs from 'node:fs';
import type { CommunityListResponse } from '@portal/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { PHONE, screenshot } from './support/browser';
import { expectPath, pickOption, signIn } from './support/ui';

/** A tiny but real PDF (the server checks uploads by content, not by name). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Signs in over the API and returns the bearer the web client sends (the decoded access token). */
async function accessToken(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return (JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { accessToken: string }).accessToken;
}

/** POST community/getlist as the given account: what explore should show for these filters. */
async function communities(
  baseUrl: string,
  token: string,
  body: Record<string, unknown>,
): Promise<CommunityListResponse> {
  const res = await fetch(`${baseUrl}/api/v1/community/getlist`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as CommunityListResponse;
}

const cards = (page: Page) => page.getByTestId('community-grid').getByTestId('community-card');
const card = (page: Page, name: string) => page.getByTestId('community-card').filter({ hasText: name });

/** Waits until explore shows `count` in its header and as cards. */
async function expectExploreCount(page: Page, count: number): Promise<void> {
  await expect(page.getByTestId('explore-count').getByText(String(count), { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('community-grid').getByTestId('community-card')).toHaveCount(count);
}

test.describe('communities', () => {
  test('a member explores communities with the joined and favourites filters, categories and keyword, in the query string', async ({
    page,
    server,
  }) => {
    const token = await accessToken(server.url, ACCOUNTS.member.email);
    const all = await communities(server.url, token, {});
    const joined = await communities(server.url, token, { onlyJoined: true });
    const favourites = await communities(server.url, token, { onlyFavorite: true });
    const funding = await communities(server.url, token, { categoryIds: [11, 12] });
    expect(joined.totalItemCount).toBeGreaterThan(0);

    // The side menu's "See all" of My communities opens explore with onlyJoined=true.
    await signIn(page, ACCOUNTS.member.email, undefined, '/communities');
    await page.getByRole('link', { name: 'See all: My communities' }).click();
    await expectPath(page, '/communities/explore', '?onlyJoined=true');
    const joinedSwitch = page.getByRole('switch', { name: `Show only ${joined.totalItemCount} joined` });
    await expect(joinedSwitch.first()).toBeVisible();
    await expect(joinedSwitch).toHaveAttribute('aria-checked', 'true');
    await expectExploreCount(page, joined.totalItemCount);

    // Switching it off lists every community the member may see, three per row.
    await joinedSwitch.click();
    await expectPath(page, '/communities/explore', '');
    await expectExploreCount(page, all.totalItemCount);
    const boxes = await Promise.all([0, 1, 2, 3].map((i) => cards(page).nth(i).boundingBox()));
    expect(boxes[1]?.y).toBe(boxes[0]?.y);
    expect(boxes[2]?.y).toBe(boxes[0]?.y);
    expect(boxes[3]?.y ?? 0).toBeGreaterThan(boxes[0]?.y ?? 0);
    await screenshot(page, 'communities-explore');

    // The Favourites toggle of the sider.
    await page.getByRole('switch', { name: 'Favourites' }).click();
    await expectPath(page, '/communities/explore', '?onlyFavorite=true');
    await expectExploreCount(page, favourites.totalItemCount);
    for (const community of favourites.communities) await expect(card(page, community.name).first()).toBeVisible();
    await page.getByRole('switch', { name: 'Favourites' }).click();
    await expectPath(page, '/communities/explore', '');

    // A parent category ticks its children; one child off leaves the parent indeterminate.
    const tree = page.getByRole('navigation', { name: 'Explore filters' });
    await tree.getByRole('checkbox', { name: 'Practice and funding' }).check();
    await page.waitForURL((url) => url.searchParams.get('categoryIds')?.split(',').sort().join(',') === '11,12');
    const chips = page.getByTestId('category-chips');
    await expect(chips.getByText('Practice and funding', { exact: true }).first()).toBeVisible();
    await expectExploreCount(page, funding.totalItemCount);
    await tree.getByRole('checkbox', { name: 'NDIS' }).uncheck();
    await page.waitForURL((url) => url.searchParams.get('categoryIds') === '12');
    await expect(
      tree.locator('label', { hasText: 'Practice and funding' }).locator('.ant-checkbox-indeterminate').first(),
    ).toBeVisible();
    await expect(chips.getByText('Private practice', { exact: true }).first()).toBeVisible();
    await screenshot(page, 'communities-explore-categories');
    await chips.getByRole('button', { name: 'Clear all' }).click();
    await expectPath(page, '/communities/explore', '');
    await expect(chips.first()).toBeHidden();

    // Keyword search, debounced into the query string.
    await page.getByLabel('Search communities').fill('rural');
    await expectPath(page, '/communities/explore', '?keyword=rural');
    await expect(card(page, 'Rural and Remote OTs').first()).toBeVisible();
    await page.getByLabel('Search communities').fill('zzqq no such community');
    await expect(page.getByText('No communities found', { exact: true }).first()).toBeVisible();
  });

  test('a member joins a public community, lands on it, posts into its approval queue, and after leaving is taken to explore', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/communities/explore');
    // Auto-join communities show "Auto joined" and no control.
    const autoJoin = card(page, 'New Graduates Hub');
    await expect(autoJoin.getByText('Auto joined', { exact: true }).first()).toBeVisible();
    await expect(autoJoin.getByRole('button', { name: /^Join/ })).toHaveCount(0);

    await card(page, 'Aged Care and Dementia').getByRole('button', { name: 'Join Aged Care and Dementia' }).click();
    await expectPath(page, '/communities/aged-care-and-dementia');
    await expect(page.getByRole('heading', { level: 1, name: 'Aged Care and Dementia' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Joined: Aged Care and Dementia' }).first()).toBeVisible();
    await screenshot(page, 'communities-details-joined');

    // This community requires approval: a new post waits for a moderator (spec 02 §4).
    await page.getByRole('tab', { name: 'Discussion' }).click();
    await expectPath(page, '/communities/aged-care-and-dementia/posts');
    await page.getByRole('button', { name: 'Create post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create post' });
    await expect(dialog.getByLabel('Community')).toHaveCount(0);
    await dialog.getByLabel('Title').fill('Respite options in the Blue Mountains');
    await dialog.getByRole('textbox', { name: 'Content' }).fill('Which services do you refer carers to?');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Successfully created. Waiting for approval', { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Joined: Aged Care and Dementia' }).click();
    await page.getByRole('menuitem', { name: 'Leave community' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave community' }).click();
    await expectPath(page, '/communities/explore');
    await expect(
      card(page, 'Aged Care and Dementia').getByRole('button', { name: 'Join Aged Care and Dementia' }).first(),
    ).toBeVisible();
  });

  test('a client user asks to join a private community: terms, then the questions with a file, then Pending Access', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.client.email, undefined, '/communities/explore');
    const hand = card(page, 'Hand Therapy Special Interest Group');
    await hand.getByRole('button', { name: 'Join Hand Therapy Special Interest Group' }).click();

    const terms = page.getByRole('dialog', { name: /Terms and Conditions/ });
    await expect(terms.getByText('I accept', { exact: true }).first()).toBeVisible();
    const proceed = terms.getByRole('button', { name: 'Continue' });
    await expect(proceed).toBeDisabled();
    await terms.getByRole('checkbox', { name: 'I accept' }).check();
    await proceed.click();

    const questions = page.getByRole('dialog', { name: 'Request to join' });
    // The questions load after the dialog opens: a person reads them before sending.
    await expect(
      questions.getByText('Where do you currently practise hand therapy?', { exact: true }).first(),
    ).toBeVisible();
    await questions.getByRole('button', { name: 'Send request' }).click();
    await expect(questions.getByText('This field is required', { exact: true }).first()).toBeVisible();
    await expect(questions.getByText('Please upload a file.', { exact: true }).first()).toBeVisible();
    await questions
      .getByLabel('Where do you currently practise hand therapy?')
      .fill('Hobart Hand Clinic, two days a week');
    await questions.getByLabel('Please upload your hand therapy accreditation certificate').setInputFiles({
      name: 'accreditation.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(questions.getByText('accreditation.pdf', { exact: true }).first()).toBeVisible();
    await expect(questions.getByText('Please upload a file.', { exact: true }).first()).toBeHidden();
    await screenshot(page, 'communities-join-questions');
    await questions.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Your request to join has been sent.', { exact: true }).first()).toBeVisible();
    await expect(hand.getByRole('button', { name: /Pending Access/ }).first()).toBeVisible();

    // The request is kept by the server.
    await page.reload();
    await expect(
      card(page, 'Hand Therapy Special Interest Group')
        .getByRole('button', { name: /Pending Access/ })
        .first(),
    ).toBeVisible();
  });

  test('a member creates a post with a tag and an attachment and finds it at the top of the feed', async ({ page }) => {
    const title = `Caseload planning across two clinics ${Date.now()}`;
    await signIn(page, ACCOUNTS.member.email, undefined, '/communities');
    await page.getByRole('button', { name: 'Create post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create post' });
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(dialog.getByText('Please enter a post title', { exact: true }).first()).toBeVisible();
    await expect(dialog.getByText('Please enter a post content', { exact: true }).first()).toBeVisible();

    // Choose the community; the choice shows in the field.
    const chosen = dialog.locator('.ant-select').first().getByText('Mental Health Practitioners', { exact: true });
    await dialog.getByLabel('Community').click();
    await pickOption(page, 'Mental Health Practitioners');
    await expect(chosen.first()).toBeVisible();
    await dialog.getByLabel('Title').fill('   ');
    await expect(dialog.getByText('Please enter a post title', { exact: true }).first()).toBeVisible();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('textbox', { name: 'Content' }).fill('How do you plan a caseload across two clinics?');
    // The chosen tag shows in the field.
    const chosenTag = dialog.locator('.ant-select-selection-item').getByText('Assessment', { exact: true });
    await dialog.getByLabel('Tags').click();
    await pickOption(page, 'Assessment');
    await expect(chosenTag.first()).toBeVisible();
    await dialog
      .getByLabel('Attachments')
      .setInputFiles({ name: 'caseload-plan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog.getByText('caseload-plan.pdf', { exact: true }).first()).toBeVisible();
    await screenshot(page, 'communities-create-post');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Successfully created', { exact: true }).first()).toBeVisible();
    await expect(dialog.first()).toBeHidden();

    const first = page.getByTestId('post-feed').getByTestId('post-card').first();
    await expect(first.getByRole('link', { name: title }).first()).toBeVisible();
    await expect(first.getByText('#Assessment', { exact: true }).first()).toBeVisible();
    await first.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'caseload-plan.pdf', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to posts' }).first()).toBeVisible();
    await expect(page.getByText('Posted by', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  });

  test('a member comments on a post and replies three levels deep; the third level takes no reply', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.moderator.email, undefined, '/communities/mental-health-practitioners/posts');
    const post = page
      .getByTestId('post-card')
      .filter({ hasNot: page.getByText('Closed post') })
      .first();
    await post.getByTestId('post-title').click();
    await page.waitForURL((url) => /\/posts\/\d+$/.test(url.pathname));

    await page.getByRole('textbox', { name: 'Write a comment' }).fill('First level: what outcome measure do you use?');
    await page.getByRole('button', { name: 'Comment', exact: true }).first().click();
    const level1 = page.locator('[data-testid="comment"][data-depth="1"]').filter({ hasText: 'First level' });
    await expect(level1.first()).toBeVisible();

    await level1.getByRole('button', { name: 'Reply' }).first().click();
    await page.getByRole('textbox', { name: /^Reply to / }).fill('Second level: the COPM, mostly.');
    await page.getByRole('button', { name: 'Comment', exact: true }).last().click();
    const level2 = page.locator('[data-testid="comment"][data-depth="2"]').filter({ hasText: 'Second level' });
    await expect(level2.first()).toBeVisible();

    await level2.getByRole('button', { name: 'Reply' }).first().click();
    await page.getByRole('textbox', { name: /^Reply to / }).fill('Third level: same here.');
    await page.getByRole('button', { name: 'Comment', exact: true }).last().click();
    const level3 = page.locator('[data-testid="comment"][data-depth="3"]').filter({ hasText: 'Third level' });
    await expect(level3.first()).toBeVisible();
    await expect(level3.getByRole('button', { name: 'Reply' })).toHaveCount(0);
    await screenshot(page, 'communities-comments');

    // The tree is the server's: it survives a reload.
    await page.reload();
    await expect(
      page.locator('[data-testid="comment"][data-depth="3"]').filter({ hasText: 'Third level' }).first(),
    ).toBeVisible();
  });

  test('a member reports a post with a reason and cannot report it twice', async ({ page }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/communities/mental-health-practitioners/posts');
    // Someone else's post (a post cannot be reported by its author).
    const post = page.getByTestId('post-card').filter({ hasNotText: ACCOUNTS.member.name }).first();
    const title = ((await post.getByTestId('post-title').textContent()) ?? '').trim();
    await post.getByRole('button', { name: `Post actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Report' }).click();

    const dialog = page.getByRole('dialog', { name: 'Would you like to report this post?' });
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(dialog.getByText('Please enter a reason', { exact: true }).first()).toBeVisible();
    await dialog.getByRole('radio', { name: 'Privacy content' }).check();
    await dialog.getByLabel('Tell us more').fill('It names a client.');
    await screenshot(page, 'communities-report');
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(page.getByText('The report has been submitted successfully.', { exact: true }).first()).toBeVisible();
    await expect(dialog.first()).toBeHidden();

    // After a reload the server's answer says the post may not be reported again.
    await page.reload();
    const again = page.getByTestId('post-card').filter({ hasText: title }).first();
    await expect(again.first()).toBeVisible();
    const actions = again.getByRole('button', { name: `Post actions for ${title}` });
    if ((await actions.count()) > 0) {
      await actions.click();
      await expect(page.getByRole('menu').first()).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Report' })).toHaveCount(0);
    }
  });

  test('a non-member sees the members-only access screen, and an unknown community shows "Community not found."', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/communities/practice-owners-circle');
    await expect(
      page.getByText('Oops! Only members of this community can view it!', { exact: true }).first(),
    ).toBeVisible();
    // Its posts and text stay hidden: only the card fields and the join control are shown.
    await expect(page.getByTestId('post-card')).toHaveCount(0);
    await screenshot(page, 'communities-private');
    await page.getByRole('link', { name: 'Explore communities' }).last().click();
    await expectPath(page, '/communities/explore');

    await page.goto('/communities/no-such-community');
    await expect(page.getByText('Community not found.', { exact: true }).first()).toBeVisible();
    await expect(
      page.getByText("This community doesn't exist or may have been removed.", { exact: true }).first(),
    ).toBeVisible();
  });

  test('a member opens the Assets tab: folders open into their files, a file downloads and a link opens the site', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/communities/research-evidence-exchange/resources');
    await page.getByText('Journal club', { exact: true }).click();
    await expect(page.getByText('Critical appraisal worksheet').first()).toBeVisible();
    await expect(page.getByText('Prepare for the monthly journal club', { exact: true }).first()).toBeVisible();
    const link = page.getByRole('link', { name: 'Open OTseeker' });
    await expect(link.first()).toBeVisible();
    await expect(link).toHaveAttribute('href', 'https://www.otseeker.com/');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await screenshot(page, 'communities-assets');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Critical appraisal worksheet' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test.describe(() => {
    test.use(PHONE);
    test('on a phone the communities menu and the explore filters open in drawers', async ({ page }) => {
      await signIn(page, ACCOUNTS.member.email, undefined, '/communities');
      await expect(page.getByTestId('post-card').first()).toBeVisible();
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Communities' });
      await expect(drawer.getByRole('link', { name: 'Frequently asked questions' }).first()).toBeVisible();
      await screenshot(page, 'communities-phone-menu');
      await drawer.getByRole('link', { name: 'Explore communities' }).click();
      await expectPath(page, '/communities/explore');
      await expect(drawer.first()).toBeHidden();

      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Filters' }).getByRole('checkbox', { name: 'Clinical practice' }).first(),
      ).toBeVisible();
      await screenshot(page, 'communities-phone-filters');
    });
  });
});
