/** Contact us (spec 01 §5 Contact form, §7 Contact, §8; issue 14): the required comments, the multipart body, attachments, errors. */
import { MESSAGES } from '@portal/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectErrorNotification, expectToast, findFormBanner, formBanners } from '../../../../test/feedback';
import { currentAccount } from '../../../../test/fixtures/account';
import { answer, answerError, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { ContactUsForm } from './ContactUsForm';

const API = '/api/user/contact-us';

function renderForm(user = currentAccount({ mobile: '0400 000 000' })) {
  answer('get', '/api/v1/support-contact', { supportEmail: 'help@example.org' });
  const view = renderWithProviders(<ContactUsForm user={user} />);
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Submit' }));
  const attach = (...files: File[]) =>
    view.user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, files);
  return { ...view, submit, attach };
}

/** The text parts of a captured multipart body. */
const textParts = (body: unknown) =>
  Object.fromEntries([...(body as FormData).entries()].filter(([, v]) => typeof v === 'string'));

describe('ContactUsForm', () => {
  it("fills the member's name, locked email and mobile, and shows the support address", async () => {
    renderForm();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Mobile')).toHaveValue('0400 000 000');
    expect(await screen.findByRole('link', { name: 'help@example.org' })).toHaveAttribute(
      'href',
      'mailto:help@example.org',
    );
  });

  it("refuses empty or blank comments with the spec's message and sends nothing", async () => {
    const posts = captureRequests('post', API, { id: 'e1', success: true });
    const { user, submit } = renderForm();
    await user.type(screen.getByLabelText('Comments'), '   ');
    await submit();
    expect(await screen.findByText(MESSAGES.commentsRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('sends the enquiry as multipart with the member number and files, then clears comments and files', async () => {
    const posts = captureRequests('post', API, { id: 'e1', success: true });
    const { user, submit, attach } = renderForm();
    await user.type(screen.getByLabelText('Comments'), 'Please resend my invoice');
    await attach(new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('invoice.pdf')).toBeInTheDocument();
    await submit();

    await expectToast(MESSAGES.enquirySubmitted);
    expect(posts).toHaveLength(1);
    expect(textParts(posts[0].body)).toEqual({
      Name: 'Ada Lovelace',
      Email: 'ada@example.org',
      Mobile: '0400 000 000',
      Comments: 'Please resend my invoice',
      memberNumber: 'M-1001',
    });
    const files = (posts[0].body as FormData).getAll('FileAttachment') as File[];
    expect(files.map((f) => f.name)).toEqual(['invoice.pdf']);
    await waitFor(() => expect(screen.getByLabelText('Comments')).toHaveValue(''));
    expect(screen.queryByText('invoice.pdf')).not.toBeInTheDocument();
  });

  it('names a file of a type the server refuses and does not send', async () => {
    const posts = captureRequests('post', API, { id: 'e1', success: true });
    const { user, submit } = renderForm();
    await user.type(screen.getByLabelText('Comments'), 'See attached');
    // Past the picker's own type filter (a drop or a browser without `accept`), as antd's Upload receives it.
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, {
      target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' })] },
    });
    expect(await screen.findByText(/"setup\.exe" is not an allowed type/)).toBeInTheDocument();
    await submit();
    expect(posts).toHaveLength(0);
  });

  it("refuses attachments over 10 MB in total with the spec's message", async () => {
    const posts = captureRequests('post', API, { id: 'e1', success: true });
    const { user, submit, attach } = renderForm();
    await user.type(screen.getByLabelText('Comments'), 'Scans attached');
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'scan-1.pdf', { type: 'application/pdf' });
    const bigger = new File([new Uint8Array(5 * 1024 * 1024)], 'scan-2.pdf', { type: 'application/pdf' });
    await attach(big, bigger);
    expect(await screen.findByText(MESSAGES.contactFilesTooLarge)).toBeInTheDocument();
    await submit();
    expect(posts).toHaveLength(0);
  });

  it("shows a 400's reason as a banner and keeps the comments", async () => {
    answerError('post', API, 400, { code: 'VALIDATION_ERROR', message: 'Please enter a valid email' });
    const { user, submit } = renderForm();
    await user.type(screen.getByLabelText('Comments'), 'Hello');
    await submit();
    expect(await findFormBanner()).toHaveTextContent('Please enter a valid email');
    expect(screen.getByLabelText('Comments')).toHaveValue('Hello');
  });

  it('leaves a 500 to the error notification without a banner', async () => {
    answerError('post', API, 500, { code: 'INTERNAL', message: 'Mail queue down' });
    const { user, submit } = renderForm();
    await user.type(screen.getByLabelText('Comments'), 'Hello');
    await submit();
    await expectErrorNotification('Mail queue down');
    expect(formBanners()).toEqual([]);
  });
});
