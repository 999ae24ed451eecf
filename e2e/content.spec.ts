/**
 * News and resources in Chromium against the real server and its seeded demo content (spec 03 §2
 * Favourites, News and resources; §4 Favourite toggle, Content visibility by segment; §7): search
 * and filter a library, bookmark an item and find it under My Favourites, open a details page,
 * preview a PDF and page through it, download all attachments as one zip, and a member outside an
 * item's segments does not see it.
 */
import fs from 'node:fs';
import type { ContentItem, ContentSearchResponse } from '@portal/shared';
import { expect, test } from './support/fixtures';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { screenshot } from './support/browser';
import { expectPath, pickOption, signIn } from './support/ui';

/** Signs in over the API and returns the stored-token value the web client sends as bearer. */
async function apiToken(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Every item of a library the account can see (SEARCH, 100 per page). */
async function allItems(baseUrl: string, token: string, kind: 'news' | 'resources'): Promise<ContentItem[]> {
  const items: ContentItem[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${baseUrl}/api/content/${kind}`, {
      method: 'SEARCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ page, limit: 100 }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ContentSearchResponse;
    items.push(...body.data);
    if (items.length >= body.meta.total_count || body.data.length === 0) return items;
  }
}

test.describe('news and resources', () => {
  test('a member searches the news library, filters by category and tag, and sees the empty text', async ({ page }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/news/all_categories');
    const cards = page.getByTestId('content-grid').locator('.ant-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards).toHaveCount(8);

    await page.getByLabel('Search news', { exact: true }).fill('telehealth');
    await page.waitForURL((url) => url.searchParams.get('q') === 'telehealth');
    await expect(page.getByTestId('filter-chips').getByText('"telehealth"').first()).toBeVisible();
    await expect(
      cards
        .first()
        .getByText(/telehealth/i)
        .first(),
    ).toBeVisible();
    await screenshot(page, 'news-search');

    // A category narrows the list and shows a chip; choosing it again returns to all categories.
    await page.getByRole('button', { name: 'Advocacy', exact: true }).click();
    await page.waitForURL((url) => /^\/news\/\d+$/.test(url.pathname) && url.searchParams.get('q') === 'telehealth');
    await expect(page.getByTestId('filter-chips').getByText('Advocacy', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Advocacy', exact: true }).click();
    await expectPath(page, '/news/all_categories', '?q=telehealth');

    // Removing the search chip clears the search; a tag filter goes into the link.
    await page.getByRole('button', { name: 'Remove "telehealth"' }).click();
    await expectPath(page, '/news/all_categories', '');
    await page.getByRole('navigation', { name: 'News filters' }).getByText('Aged care', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has('tags'));
    await expect(cards.first()).toBeVisible();

    // Sort by name, then a search that matches nothing.
    await page.getByLabel('Sort by', { exact: true }).click();
    await pickOption(page, 'Name (A-Z)');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name_asc');
    await page.getByLabel('Search news', { exact: true }).fill('zzqqxx no such words');
    await expect(page.getByText('No news available.', { exact: true }).first()).toBeVisible();
  });

  test('a member bookmarks a resource and finds it under My Favourites', async ({ page }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/resources/all_categories');
    const first = page.getByTestId('content-grid').locator('.ant-card').first();
    await expect(first.first()).toBeVisible();
    const title = ((await first.locator('a').nth(1).textContent()) ?? '').trim();
    await first.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await expect(page.getByText('Successfully added to favourites', { exact: true }).first()).toBeVisible();
    await expect(first.getByRole('button', { name: 'Remove bookmark', exact: true }).first()).toBeVisible();

    await page.goto('/my-favourites');
    await expectPath(page, '/favourites/resources');
    await expect(page.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
    await screenshot(page, 'favourites-resources');

    // Removing the bookmark here reloads the list (spec 03 §4 Favourite toggle).
    await page.getByRole('button', { name: 'Remove bookmark', exact: true }).click();
    await expect(page.getByText('Successfully removed from favourites', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('No favorite resources.', { exact: true }).first()).toBeVisible();

    await page.getByRole('tab', { name: 'News' }).click();
    await expectPath(page, '/favourites/news');
    await expect(page.getByText('No favorite news.', { exact: true }).first()).toBeVisible();
    // The demo member favourites three events (events seed); the Events tab lists them as cards.
    await page.getByRole('tab', { name: 'Events' }).click();
    await expectPath(page, '/favourites/events');
    await expect(page.getByTestId('favourite-events').locator('.ant-card').first()).toBeVisible();
    await expect(page.getByText('No favorite events.', { exact: true })).toHaveCount(0);

    // The Bookmarked toggle of a library lists only bookmarked items.
    await page.goto('/news/all_categories');
    const news = page.getByTestId('content-grid').locator('.ant-card').first();
    const newsTitle = ((await news.locator('a').nth(1).textContent()) ?? '').trim();
    await news.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await expect(page.getByText('Successfully added to favourites', { exact: true }).first()).toBeVisible();
    await page.getByRole('switch', { name: 'Bookmarked' }).click();
    await page.waitForURL((url) => url.searchParams.get('fav') === '1');
    // The previous list stays on screen while the bookmarked one loads; wait for it to go.
    await expect(page.getByTestId('content-grid').locator('.ant-card').nth(1)).toBeHidden();
    await expect(page.getByRole('link', { name: newsTitle, exact: true }).first()).toBeVisible();
  });

  test('a member opens a resource, previews its PDF page by page and downloads all files as one zip', async ({
    page,
    server,
  }) => {
    const token = await apiToken(server.url, ACCOUNTS.member.email);
    const resources = await allItems(server.url, token, 'resources');
    const item = resources.find((r) => r.assets.length > 1 && r.assets.some((a) => a.type === 'application/pdf'));
    if (!item) throw new Error('The seed has no visible resource with a PDF and another file');
    const pdf = item.assets.find((a) => a.type === 'application/pdf');

    await signIn(page, ACCOUNTS.member.email, undefined, `/resources/details/${item.id}`);
    await expect(page.getByRole('heading', { name: item.name, level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Resources' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print Page' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Attachments' }).first()).toBeVisible();

    await page.getByRole('button', { name: pdf?.filenameDownload, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/^Page 1 of \d+$/).first()).toBeVisible();
    await expect(dialog.locator('.react-pdf__Page canvas').first()).toBeVisible();
    await screenshot(page, 'resource-pdf-preview');
    await dialog.getByRole('button', { name: 'Next page' }).click();
    await expect(dialog.getByText(/^Page 2 of \d+$/).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download all' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const file = await download.path();
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    // The share dialog copies the link.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied', { exact: true }).first()).toBeVisible();
  });

  test('a member outside an item’s segments does not see it, in the library or by its link', async ({
    page,
    server,
  }) => {
    const [adminItems, memberItems] = await Promise.all([
      apiToken(server.url, ACCOUNTS.admin.email).then((t) => allItems(server.url, t, 'news')),
      apiToken(server.url, ACCOUNTS.member.email).then((t) => allItems(server.url, t, 'news')),
    ]);
    const seen = new Set(memberItems.map((i) => i.id));
    const hidden = adminItems.find((i) => i.segments.length > 0 && !seen.has(i.id));
    if (!hidden) throw new Error('The seed has no news item restricted to a segment the member is not in');

    await signIn(page, ACCOUNTS.member.email, undefined, `/news/details/${hidden.id}`);
    await expect(page.getByText('Not found', { exact: true }).first()).toBeVisible();
    await screenshot(page, 'news-not-visible');

    await page.goto(`/news/all_categories?q=${encodeURIComponent(hidden.name)}`);
    await expect(page.getByTestId('filter-chips').first()).toBeVisible();
    await page.getByTestId('content-grid').or(page.getByText('No news available.')).first().waitFor();
    // Demo texts repeat beyond the first page (issue 21), so the check is by the item's link, not its title.
    await expect(page.locator(`a[href="/news/details/${hidden.id}"]`).count()).resolves.toBe(0);
  });

  test('member-only pages open the first page with the shell hidden', async ({ page }) => {
    await signIn(page, ACCOUNTS.member.email, undefined, '/pages');
    await page.waitForURL((url) => /^\/pages\/\d+$/.test(url.pathname));
    await expect(page.getByRole('heading', { name: 'Member benefits', level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' }).count()).resolves.toBe(0);
    await page.getByRole('menuitem', { name: 'Code of ethics' }).click();
    await expect(page.getByRole('heading', { name: 'Code of ethics', level: 1 }).first()).toBeVisible();
  });

  test('the home dashboard shows the latest four news items, newest first', async ({ page }) => {
    await signIn(page, ACCOUNTS.member.email);
    const card = page.locator('.ant-card').filter({ hasText: 'Latest news' });
    await expect(card.locator('a[href^="/news/details/"]').first()).toBeVisible();
    await expect(card.locator('a[href^="/news/details/"]')).toHaveCount(4);
  });
});
