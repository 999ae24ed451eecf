/**
 * News and resource details (spec 03 §2 Details pages, Attachments; §4 Favourite toggle; §7 items,
 * assets and engagement; §8 messages): what the page shows, the not-found and error states, the
 * attachment previews and downloads (with their engagement events), the share dialog and the
 * bookmark.
 */
import { MESSAGES } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordSavedFiles } from '../../../test/downloads';
import { expectToast } from '../../../test/feedback';
import { libraryItem } from '../../../test/fixtures/content';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { type ContentKind, DETAILS_TEXT, FAVOURITE_TEXT } from '../constants';
import { DetailsView } from './DetailsView';

const asset = (id: string, name: string, type: string, filesize = 2048) => ({
  id,
  name,
  type,
  filenameDisk: `${id}.bin`,
  filenameDownload: name,
  filesize,
});
const photo = asset('a1', 'site-photo.png', 'image/png');
const report = asset('a2', 'report.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
const item = libraryItem({
  categories: [{ id: 21, label: 'Advocacy' }],
  tags: [{ id: 11, label: 'Policy' }],
  assets: [photo, report],
});

/** Renders the details of `shown` (GET items/{news|resource}/501); returns the engagement events sent. */
function renderDetails(kind: ContentKind = 'news', shown: object | null = item) {
  const collection = kind === 'news' ? 'news' : 'resource';
  if (shown) answer('get', `/api/content/items/${collection}/501`, { data: shown });
  answer('get', `/api/v1/${collection}/favorite`, { favoriteNewsIds: [], favoriteResourcesIds: [] });
  const tracked = captureRequests('post', '/api/engagement/track');
  const view = renderWithProviders(<DetailsView kind={kind} />, {
    route: `/${kind}/details/501`,
    path: `/${kind}/details/:id`,
  });
  return { ...view, tracked };
}

describe('DetailsView', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the item with its category link, tags and attachments, and records the view', async () => {
    const { tracked } = renderDetails();
    expect(await screen.findByRole('heading', { level: 1, name: 'Budget submission' })).toBeInTheDocument();
    expect(screen.getByText('What we asked the government for')).toBeInTheDocument();
    expect(screen.getByText('The full submission.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Advocacy' })).toHaveAttribute('href', '/news/21');
    expect(screen.getByText('#Policy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Print$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to News/ })).toHaveAttribute('href', '/news');
    const files = within(screen.getByRole('region', { name: DETAILS_TEXT.attachments }));
    expect(files.getByRole('button', { name: 'site-photo.png' })).toBeInTheDocument();
    expect(files.getAllByText('2.0 KB')).toHaveLength(2);
    expect(files.getByRole('button', { name: /Download all/ })).toBeInTheDocument();
    await waitFor(() => expect(tracked.map((t) => t.body)).toEqual([{ eventType: 'viewNews', entityId: '501' }]));
    expect(document.title).toMatch(/^Budget submission \| /);
  });

  it('says an item that is not visible to the member was not found, with the way back', async () => {
    answerError('get', '/api/content/items/resource/501', 404, { code: 'NOT_FOUND', message: 'No such item' });
    renderDetails('resources', null);
    expect(await screen.findByText(MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByText(DETAILS_TEXT.notFound)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Back to Resources/ })).toHaveLength(2);
  });

  it('shows a server failure with Try again, then the item', async () => {
    answer('get', '/api/content/items/news/501', { data: item });
    answerError(
      'get',
      '/api/content/items/news/501',
      503,
      { code: 'SERVICE_UNAVAILABLE', message: 'Content down' },
      {
        once: true,
      },
    );
    const { user } = renderDetails('news', null);
    expect(await screen.findByText('Content down', { selector: '.ant-result-title' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Budget submission' })).toBeInTheDocument();
  });

  it('previews an image in a modal and downloads other files with the download flag', async () => {
    const saved = recordSavedFiles();
    const fetched = captureRequests('get', '/api/content/assets/:id', { ok: true });
    const { user, tracked } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'site-photo.png' }));
    const modal = await screen.findByRole('dialog', { name: 'site-photo.png' });
    expect(await within(modal).findByRole('img', { name: 'site-photo.png' })).toBeInTheDocument();
    expect(fetched.map((f) => [f.params.id, f.query])).toEqual([['a1', {}]]);
    await user.click(within(modal).getByRole('button', { name: /Download/ }));
    await user.click(screen.getByRole('button', { name: `${DETAILS_TEXT.download} report.docx` }));
    await waitFor(() => expect(saved).toEqual(['site-photo.png', 'report.docx']));
    expect(fetched.slice(1).map((f) => [f.params.id, f.query])).toEqual([
      ['a1', { download: 'true' }],
      ['a2', { download: 'true' }],
    ]);
    await waitFor(() =>
      expect(tracked.map((t) => t.body)).toEqual([
        { eventType: 'viewNews', entityId: '501' },
        { eventType: 'downloadAsset', entityId: 'a1' },
        { eventType: 'downloadAsset', entityId: 'a2' },
      ]),
    );
  });

  it('downloads every file as one zip named after the item', async () => {
    const saved = recordSavedFiles();
    const fetched = captureRequests('get', '/api/content/assets/:id', { ok: true });
    const { user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: /Download all/ }));
    await waitFor(() => expect(saved).toEqual(['Budget submission.zip']));
    expect(fetched.map((f) => f.params.id).sort()).toEqual(['a1', 'a2']);
  });

  it('says when a download fails', async () => {
    answerError('get', '/api/content/assets/a2', 404, { code: 'NOT_FOUND', message: 'File is gone' });
    const { user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: `${DETAILS_TEXT.download} report.docx` }));
    await expectToast(`${DETAILS_TEXT.downloadError} File is gone`);
  });

  it('offers Preview and Download in the file menu of a resource, and only Download when it cannot be previewed', async () => {
    answer('get', '/api/content/assets/a1', { ok: true });
    const { user } = renderDetails('resources');
    await user.click(await screen.findByRole('button', { name: 'Actions for site-photo.png' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Preview', 'Download']);
    await user.click(within(menu).getByRole('menuitem', { name: /Preview/ }));
    expect(await screen.findByRole('dialog', { name: 'site-photo.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for report.docx' }));
    await waitFor(() => expect(screen.getAllByRole('menu').at(-1)?.textContent).toBe(DETAILS_TEXT.download));
    expect(screen.getByRole('button', { name: /Print Page$/ })).toBeInTheDocument();
  });

  it('shares the page: social links carry the encoded link and title, Copy link says "Link copied"', async () => {
    const { user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: /Share$/ }));
    const dialog = await screen.findByRole('dialog', { name: DETAILS_TEXT.share });
    const url = window.location.href;
    expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(url);
    expect(within(dialog).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
    expect(within(dialog).getByRole('link', { name: /X/ })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=Budget%20submission`,
    );
    expect(within(dialog).getByRole('link', { name: /Email/ })).not.toHaveAttribute('target');
    const copied = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('button', { name: /Copy link/ }));
    await expectToast(MESSAGES.linkCopied);
    expect(copied).toHaveBeenCalledWith(url);
  });

  it('bookmarks the item 500 ms after the click, and puts the star back when the server refuses', async () => {
    const adds = captureRequests('post', '/api/v1/news/501/add-to-favorite', { ok: true });
    const { user } = renderDetails();
    const star = await screen.findByRole('button', { name: 'Bookmark' });
    await user.click(star);
    expect(screen.getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute('aria-pressed', 'true');
    await expectToast(FAVOURITE_TEXT.added);
    expect(adds).toHaveLength(1);

    answerError('post', '/api/v1/news/501/delete-from-favorite', 400, { code: 'VALIDATION_ERROR', message: 'Locked' });
    await user.click(screen.getByRole('button', { name: 'Remove bookmark' }));
    await expectToast(`${FAVOURITE_TEXT.removeError} Locked`);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });
});
