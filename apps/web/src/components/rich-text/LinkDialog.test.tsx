/**
 * The editor's link and image dialogs: the address messages, the address the editor receives
 * (https:// added to a bare address, mailto: and tel: kept), the text to show, and Remove link.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pasteInto, renderWithProviders, waitForDialogOpened } from '../../test/render';
import { ImageDialog, LinkDialog } from './LinkDialog';

const INVALID = 'Please enter a valid web address';

async function openLinkDialog(initialHref = '', askText = false) {
  const calls = { onSubmit: vi.fn(), onRemove: vi.fn(), onCancel: vi.fn() };
  const view = renderWithProviders(<LinkDialog open initialHref={initialHref} askText={askText} {...calls} />);
  const dialog = await screen.findByRole('dialog');
  await waitForDialogOpened(dialog);
  const apply = () => view.user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  return { ...view, ...calls, dialog, apply };
}

describe('LinkDialog', () => {
  it('asks for an address and refuses one that is not a web, mail or phone address', async () => {
    const { user, onSubmit, apply } = await openLinkDialog();
    expect(screen.getByText('Add link')).toBeInTheDocument();
    await apply();
    expect(await screen.findByText('Please enter a link address')).toBeInTheDocument();
    for (const bad of ['localhost', 'javascript:alert(1)', 'mailto:', 'ftp://files.example.org']) {
      await user.clear(screen.getByLabelText('Link address'));
      // The last value's message leaves with antd's motion: wait for it to go, so the message found
      // next is the one for this value (not the old one on its way out).
      await waitFor(() => expect(screen.queryByText(INVALID)).not.toBeInTheDocument());
      await pasteInto(user, screen.getByLabelText('Link address'), bad);
      await apply();
      expect(await screen.findByText(INVALID)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['example.org/news', 'https://example.org/news'],
    ['  http://example.org  ', 'http://example.org'],
    ['mailto:office@example.org', 'mailto:office@example.org'],
    ['tel:+61290000000', 'tel:+61290000000'],
  ])('gives the editor %j as %j', async (typed, sent) => {
    const { user, onSubmit, apply } = await openLinkDialog();
    await pasteInto(user, screen.getByLabelText('Link address'), typed);
    await apply();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ href: sent, text: undefined }));
  });

  it('asks for the text to show when nothing is selected, and sends it trimmed', async () => {
    const { user, onSubmit, apply } = await openLinkDialog('', true);
    await pasteInto(user, screen.getByLabelText('Link address'), 'example.org');
    await pasteInto(user, screen.getByLabelText('Text to show'), '  Our site ');
    await apply();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ href: 'https://example.org', text: 'Our site' }));
  });

  it('edits an existing link: its address filled in, Remove link and Cancel reach the editor', async () => {
    const { user, dialog, onRemove, onCancel, onSubmit } = await openLinkDialog('https://old.example.org');
    expect(within(dialog).getByText('Edit link')).toBeInTheDocument();
    expect(screen.getByLabelText('Link address')).toHaveValue('https://old.example.org');
    expect(screen.queryByLabelText('Text to show')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove link' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('ImageDialog', () => {
  it('needs a web address (not mail) and a description, then gives both to the editor', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<ImageDialog open onSubmit={onSubmit} onCancel={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    await waitForDialogOpened(dialog);
    const insert = () => user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    await insert();
    expect(await screen.findByText('Please enter the image address')).toBeInTheDocument();
    expect(screen.getByText('Please describe the image')).toBeInTheDocument();
    await pasteInto(user, screen.getByLabelText('Image address'), 'mailto:pics@example.org');
    await insert();
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Image address'));
    await pasteInto(user, screen.getByLabelText('Image address'), 'cdn.example.org/ward.jpg');
    await pasteInto(user, screen.getByLabelText('Alternative text'), ' The new ward ');
    await insert();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ src: 'https://cdn.example.org/ward.jpg', alt: 'The new ward' }),
    );
  });
});
