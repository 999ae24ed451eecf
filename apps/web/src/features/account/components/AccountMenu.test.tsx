/**
 * The account menu (spec 01 §2 Account menu): the avatar button, the member's name and email, the
 * entries (Cancel my Membership only when the server allows it; Admin for content or scoped staff,
 * Home on the admin side), navigation, the website in a new tab, and Log out.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testPermissions, testTenant, testUser } from '../../../lib/test-fixtures';
import { answer, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { AccountMenu } from './AccountMenu';

const tenant = testTenant({ settings: { subModules: { cancel_membership: [] } } });
const user = testUser({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' });

/** Renders the menu at `route` with the abilities answers; opens it and returns the menu. */
async function openMenu(options: { route?: string; canCancel?: boolean; canManageContent?: boolean } = {}) {
  const cancelChecks = captureRequests('get', '/api/user/CanCancelMembership', {
    canCancelMembership: options.canCancel ?? false,
    cancelMembershipReasons: [],
  });
  answer('get', '/api/v1/admin/content/abilities', { data: { canManageContent: options.canManageContent ?? false } });
  answer('get', '/api/v1/admin/members/abilities', { data: { canManageMembers: false, canManageEvents: false } });
  const onLogOut = vi.fn();
  const view = renderWithProviders(
    <AccountMenu tenant={tenant} user={user} permissions={testPermissions()} onLogOut={onLogOut} />,
    { route: options.route ?? '/' },
  );
  expect(cancelChecks).toHaveLength(0);
  const button = screen.getByRole('button', { name: 'Account menu, AL' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await view.user.click(button);
  const menu = await screen.findByRole('menu');
  return { ...view, menu: within(menu), onLogOut, cancelChecks, button };
}

const entryNames = (menu: ReturnType<typeof within>) =>
  menu.getAllByRole('menuitem').map((item: HTMLElement) => item.textContent);

describe('AccountMenu', () => {
  it("shows the member's name and email, and asks whether cancelling is allowed only once opened", async () => {
    const { menu, cancelChecks, button } = await openMenu();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.org')).toBeInTheDocument();
    await waitFor(() => expect(cancelChecks).toHaveLength(1));
    expect(entryNames(menu)).not.toContain('Cancel my Membership');
    expect(entryNames(menu)).not.toContain('Admin');
  });

  it('lists Cancel my Membership when allowed and Admin for a content author, and opens an entry', async () => {
    const { user: clicker, menu } = await openMenu({ canCancel: true, canManageContent: true });
    await waitFor(() => expect(entryNames(menu)).toContain('Cancel my Membership'));
    await waitFor(() => expect(entryNames(menu)).toContain('Admin'));
    await clicker.click(menu.getByRole('menuitem', { name: 'Cancel my Membership' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/settings/cancel-membership'));
    expect(screen.getByRole('button', { name: 'Account menu, AL' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers Home instead of Admin on the admin side, and the website in a new tab', async () => {
    const { menu } = await openMenu({ route: '/admin/members', canManageContent: true });
    expect(entryNames(menu)).toContain('Home');
    expect(entryNames(menu)).not.toContain('Admin');
    const website = menu.getByRole('link', { name: /Go to organisation website/ });
    expect(website).toHaveAttribute('href', tenant.website);
    expect(website).toHaveAttribute('target', '_blank');
  });

  it('logs out from the menu', async () => {
    const { user: clicker, onLogOut } = await openMenu();
    await clicker.click(screen.getByRole('button', { name: /Log out/ }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });
});
