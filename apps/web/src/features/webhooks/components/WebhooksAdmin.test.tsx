/** The webhooks screen (issue 31): endpoints, Add with event checkboxes, the secret once, deliveries and Replay. */
import { WebhookDeliverySchema, WebhookEndpointSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../../test/fixtures';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { WebhooksAdmin } from './WebhooksAdmin';

const API = '/api/v1/admin/webhooks';
const ID = '0b9a3c7e-5d1f-4a2b-9c8d-1e2f3a4b5c6d';
const endpoint = fixture(WebhookEndpointSchema, {
  id: ID,
  url: 'https://crm.example.org/hooks',
  description: 'CRM',
  eventTypes: ['member.created', 'member.updated'],
  enabled: true,
  createdAt: '2026-10-01T01:30:00.000Z',
  updatedAt: '2026-10-01T01:30:00.000Z',
  secretRotatedAt: '2026-10-01T01:30:00.000Z',
});
const delivery = (over: Partial<Parameters<typeof WebhookDeliverySchema.parse>[0]>) =>
  fixture(WebhookDeliverySchema, {
    id: '11111111-1111-4111-8111-111111111111',
    eventType: 'member.created',
    webhookId: 'msg_abc',
    status: 'sent',
    attempts: 1,
    responseStatus: 200,
    responseExcerpt: 'ok',
    lastError: null,
    createdAt: '2026-10-01T01:30:00.000Z',
    sentAt: '2026-10-01T01:30:01.000Z',
    nextAttemptAt: null,
    replayOf: null,
    ...over,
  });

describe('WebhooksAdmin', () => {
  it('lists endpoints; Add posts the chosen events and shows the secret once', async () => {
    answer('get', API, { endpoints: [endpoint] });
    const posts = captureRequests('post', API, { endpoint: { ...endpoint, id: 'x' }, secret: 'whsec_SECRET123' }, 201);
    const { user } = renderWithProviders(<WebhooksAdmin />);
    expect(await screen.findByText('https://crm.example.org/hooks')).toBeInTheDocument();
    expect(screen.getByText('2 of 13')).toBeInTheDocument();
    expect(screen.getByText('Enabled')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose at least one event')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Endpoint URL'), 'https://erp.example.org/in');
    await user.click(within(dialog).getByRole('checkbox', { name: 'invoice.paid' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'ticket.created' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].body).toMatchObject({
      url: 'https://erp.example.org/in',
      eventTypes: ['invoice.paid', 'ticket.created'],
      enabled: true,
    });
    expect(await screen.findByText('whsec_SECRET123')).toBeInTheDocument();
    expect(screen.getByText('Copy the signing secret now: it is shown only once.')).toBeInTheDocument();
  });

  it('shows the deliveries of an endpoint with their state and replays one', async () => {
    answer('get', API, { endpoints: [endpoint] });
    const failed = delivery({
      id: '22222222-2222-4222-8222-222222222222',
      webhookId: 'msg_def',
      eventType: 'member.updated',
      status: 'failed',
      attempts: 20,
      responseStatus: 500,
      responseExcerpt: 'boom',
      lastError: 'HTTP 500',
      sentAt: null,
    });
    answer('get', `${API}/${ID}/deliveries`, { deliveries: [failed, delivery({})] });
    const replays = captureRequests('post', `${API}/${ID}/deliveries/${failed.id}/replay`, failed, 201);
    const { user } = renderWithProviders(<WebhooksAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Deliveries' }));
    const failedRow = (await screen.findByText('msg_def')).closest('tr') as HTMLElement;
    expect(within(failedRow).getByText('Failed')).toBeInTheDocument();
    expect(within(failedRow).getByText('HTTP 500', { selector: 'div' })).toBeInTheDocument();
    expect(within(failedRow).getByText('boom')).toBeInTheDocument();
    const okRow = screen.getByText('msg_abc').closest('tr') as HTMLElement;
    expect(within(okRow).getByText('Delivered')).toBeInTheDocument();
    await user.click(within(failedRow).getByRole('button', { name: 'Replay member.updated msg_def' }));
    await waitFor(() => expect(replays).toHaveLength(1));
  });

  it('says when there are no endpoints, and shows a failure with retry', async () => {
    answer('get', API, { endpoints: [] });
    answerError('get', API, 500, { code: 'INTERNAL', message: 'Something went wrong' }, { once: true });
    const { user } = renderWithProviders(<WebhooksAdmin />);
    expect(await screen.findByText('We could not load the webhook endpoints')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No endpoints yet')).toBeInTheDocument();
  });
});
