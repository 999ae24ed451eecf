import { afterEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn();
vi.mock('./api', () => ({ apiA: { post: (...args: unknown[]) => post(...args) } }));

// Files share a module cache (vitest.config.ts isolate: false): import a fresh copy that sees the mock.
vi.resetModules();
const { openInNewTab, signedLinkFor } = await import('./signed-link');

const LINK = '/api/cpd/period/3/download?expires=1&account=a&signature=s';

afterEach(() => {
  vi.restoreAllMocks();
  post.mockReset();
});

describe('signed links (issue 28 finding 5: no session in a URL)', () => {
  it('asks for a link to the path alone and keeps the query of the URL on the link', async () => {
    post.mockResolvedValue({ url: LINK, expiresAt: '2026-01-01T00:00:00.000Z' });
    expect(await signedLinkFor('/api/cpd/period/3/download?inline=true')).toBe(`${LINK}&inline=true`);
    expect(post).toHaveBeenCalledWith('/api/v1/files/signed-links', {
      path: '/api/cpd/period/3/download',
      download: undefined,
    });
    expect(await signedLinkFor('/api/cpd/period/3/download', { download: true })).toBe(LINK);
    expect(post).toHaveBeenLastCalledWith('/api/v1/files/signed-links', {
      path: '/api/cpd/period/3/download',
      download: true,
    });
  });

  it('opens the tab at once and sends it to the signed link, never to a URL with the session', async () => {
    post.mockResolvedValue({ url: LINK, expiresAt: '2026-01-01T00:00:00.000Z' });
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await openInNewTab('/api/cpd/7/printview');
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe(LINK);
    expect(tab.opener).toBeNull();
    expect(tab.location.href).not.toMatch(/access_token|Bearer/);
  });

  it('closes the empty tab and throws when the link cannot be had', async () => {
    post.mockRejectedValue(new Error('Not found'));
    const tab = { opener: null, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await expect(openInNewTab('/api/cpd/7/printview')).rejects.toThrow('Not found');
    expect(tab.close).toHaveBeenCalled();
  });
});
