/**
 * The staff enquiry screens (issue 30): the list links each enquiry; one enquiry shows who sent it,
 * the message and its attachments, and Download fetches the attachment with the session and saves
 * it under its own name.
 */
import type { EnquiryDetail, EnquiryPage } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../../../test/mock-api';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { EnquiriesList } from './EnquiriesList';
import { EnquiryDetailView } from './EnquiryDetailView';

const ID = '3f1c7a52-0b7e-4d53-9a77-6a2f1a0f0c11';
const detail: EnquiryDetail = {
  id: ID,
  createdAt: '2026-11-20T03:15:00.000Z',
  accountId: 'a0000000-0000-4000-8000-000000000001',
  name: 'Sam Carter',
  email: 'sam@example.org',
  mobile: '0411 222 333',
  memberNumber: 'OT30003',
  comments: 'Please update my CPD hours.\nThe certificate is attached.',
  attachmentCount: 1,
  attachments: [
    {
      id: 7,
      filename: 'certificate.pdf',
      mimeType: 'application/pdf',
      size: 2048,
      url: `/api/v1/admin/enquiries/${ID}/attachments/7`,
    },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('staff enquiries', () => {
  it('lists enquiries with a link to each', async () => {
    const page: EnquiryPage = {
      items: [
        {
          id: ID,
          createdAt: detail.createdAt,
          name: 'Sam Carter',
          email: 'sam@example.org',
          memberNumber: 'OT30003',
          preview: 'Please update my CPD hours.',
          attachmentCount: 1,
        },
      ],
      page: 1,
      size: 25,
      totalItems: 1,
    };
    answer('get', '/api/v1/admin/enquiries', page);
    renderWithProviders(<EnquiriesList />);
    const link = await screen.findByRole('link', { name: 'Sam Carter' });
    expect(link).toHaveAttribute('href', `/admin/enquiries/${ID}`);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Please update my CPD hours.')).toBeInTheDocument();
    expect(within(row).getByText('1')).toBeInTheDocument();
  });

  it('shows one enquiry and downloads its attachment with the session', async () => {
    answer('get', `/api/v1/admin/enquiries/${ID}`, detail);
    const asked: { query: string; auth: string | null }[] = [];
    server.use(
      http.get(`/api/v1/admin/enquiries/${ID}/attachments/7`, ({ request }) => {
        asked.push({ query: new URL(request.url).search, auth: request.headers.get('authorization') });
        return new HttpResponse(new Blob(['%PDF-1.4']), { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    // dom-shims.ts gives jsdom a createObjectURL; the spy sees the saved Blob.
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:enquiry');
    const { user } = renderWithProviders(<EnquiryDetailView id={ID} />);
    expect(await screen.findByText('sam@example.org')).toHaveAttribute('href', 'mailto:sam@example.org');
    expect(screen.getByText('OT30003')).toBeInTheDocument();
    expect(screen.getByText(/The certificate is attached/)).toBeInTheDocument();
    expect(screen.getByText('Attachments (1)')).toBeInTheDocument();
    expect(screen.getByText('certificate.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download certificate.pdf' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const saved = createObjectURL.mock.calls[0][0] as Blob;
    expect(await saved.text()).toBe('%PDF-1.4');
    expect(asked).toEqual([{ query: '?download=true', auth: expect.stringMatching(/^Bearer /) }]);
  });
});
