/**
 * The per-kind mail templates (issue 30): every kind renders HTML with its heading and, where it has
 * an action, a button to its URL; the verification code shows in a monospace box; event details
 * as a table; the text part stays plain text (no HTML) and still carries the link, code and details.
 * Assertions, not snapshots. With MAIL_PREVIEW_DIR set, each kind's HTML is written there to look at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTenant } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { MAIL_KINDS, type MailKind, type MailLayout, renderMail } from './templates';

const tenant = getTenant('ota');
const publicUrl = 'https://portal.example.org';
const url = (path: string) => `${publicUrl}${path}`;
const event: MailLayout['details'] = [
  { label: 'Event', value: 'Sensory integration workshop' },
  { label: 'When', value: 'Sat 9 Jan 2027, 9:00 am (UTC+11:00)' },
  { label: 'Where', value: 'Town Hall, 1 George St, Sydney' },
];

/** One sample of each kind: its text body and structured parts (as the call sites write them). */
const SAMPLES: Record<MailKind, { text: string; layout?: MailLayout; button?: [string, string] }> = {
  'auth.code': {
    text: 'Your verification code is 482913\n\nIt expires in 10 minutes.',
    layout: { code: '482913' },
  },
  'auth.password-reset': {
    text: `Hello Ava,\n\nTo choose a new password, open this link within 60 minutes:\n\n${url('/account/reset-password?token=abc&userId=1')}\n\nIf you did not ask for this, you can ignore this email.`,
    layout: { action: { label: 'Choose a new password', url: url('/account/reset-password?token=abc&userId=1') } },
    button: ['Choose a new password', url('/account/reset-password?token=abc&userId=1')],
  },
  'auth.impersonation-notice': { text: 'Hello Ava,\n\nStaff signed in to your account to help you.' },
  'auth.email-change-verify': {
    text: `Hello Ava,\n\nTo confirm it, open this link within 48 hours:\n\n${url('/account/verify-email?token=v1')}`,
    layout: { action: { label: 'Confirm this address', url: url('/account/verify-email?token=v1') } },
    button: ['Confirm this address', url('/account/verify-email?token=v1')],
  },
  'auth.email-change-notice': { text: 'Hello Ava,\n\nYour email address is being changed.' },
  'members.invitation': {
    text: `Hello Ava,\n\nTo sign in for the first time, open ${url('/account/first-time-login?email=a%40b.c')} and enter this email address.`,
    layout: { action: { label: 'Sign in for the first time', url: url('/account/first-time-login?email=a%40b.c') } },
    button: ['Sign in for the first time', url('/account/first-time-login?email=a%40b.c')],
  },
  'notifications.mail': {
    text: `Hello Ava,\n\nHere is what happened in your communities today.\n\nSee all your notifications: ${url('/?notifications=unread')}`,
    layout: { action: { label: 'See all notifications', url: url('/?notifications=unread') } },
    button: ['See all notifications', url('/?notifications=unread')],
  },
  'events.ticket-confirmation': {
    text: `Hello Ava,\n\nYou are registered for "Sensory integration workshop".\n\nTicket T-1001 (Member)\n\nEvent: ${url('/events/7')}`,
    layout: {
      details: [...(event ?? []), { label: 'Ticket', value: 'T-1001' }],
      action: { label: 'View ticket', url: url('/events/7') },
    },
    button: ['View ticket', url('/events/7')],
  },
  'events.changed': {
    text: `Hello Ava,\n\nThe date or time of "Sensory integration workshop" has changed.\n\nWhen: Sat 9 Jan 2027, 9:00 am (UTC+11:00)\nWhere: Town Hall, 1 George St, Sydney\n\nYour ticket stays valid. Please check the event details: ${url('/events/7')}`,
    layout: { details: event, action: { label: 'View event', url: url('/events/7') } },
    button: ['View event', url('/events/7')],
  },
  'events.cancelled': {
    text: `Hello Ava,\n\n"Sensory integration workshop" has been cancelled.\n\nEvent: ${url('/events/7')}`,
    layout: { details: event, action: { label: 'View event', url: url('/events/7') } },
    button: ['View event', url('/events/7')],
  },
  'events.waitlist-offer': {
    text: `Hello Ava,\n\nA seat is held for you.\n\nClaim it here: ${url('/events/7?waitlist=offer')}`,
    layout: {
      details: [{ label: 'Held until', value: 'Fri 8 Jan 2027, 5:00 pm (UTC+11:00)' }],
      action: { label: 'Claim your seat', url: url('/events/7?waitlist=offer') },
    },
    button: ['Claim your seat', url('/events/7?waitlist=offer')],
  },
  'events.nominee': { text: 'Hello Ava,\n\nYou have been nominated for a ticket.' },
  'events.enquiry': { text: 'A member asked about an event.' },
  'enquiries.contact': { text: 'A new enquiry from Ava.' },
  'enquiries.acknowledgement': { text: 'Hello Ava,\n\nWe received your enquiry.' },
  'meetings.cancelled': {
    text: `Hello Ava,\n\nThe meeting "Journal club" has been cancelled.\n\nWhen: Tue 12 Jan 2027, 6:00 pm (UTC+11:00)\n\nMeeting: ${url('/communities/ot/meetings/3')}`,
    layout: {
      details: [
        { label: 'Meeting', value: 'Journal club' },
        { label: 'When', value: 'Tue 12 Jan 2027, 6:00 pm (UTC+11:00)' },
      ],
      action: { label: 'View meeting', url: url('/communities/ot/meetings/3') },
    },
    button: ['View meeting', url('/communities/ot/meetings/3')],
  },
};

const decode = (html: string) => html.replace(/&amp;/g, '&');
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('per-kind mail templates', () => {
  it.each(Object.keys(MAIL_KINDS) as MailKind[])('%s: heading, button and a plain text part', async (kind) => {
    const sample = SAMPLES[kind];
    const mail = await renderMail(
      { kind, subject: `Subject of ${kind}`, text: sample.text, layout: sample.layout },
      { tenant, publicUrl },
    );
    const preview = process.env.MAIL_PREVIEW_DIR;
    if (preview) {
      mkdirSync(preview, { recursive: true });
      writeFileSync(join(preview, `${kind}.html`), mail.html);
    }
    const html = decode(mail.html);
    expect(html).toContain(MAIL_KINDS[kind]);
    // One layout: the logo, the brand colour and the footer on every kind; dark mode declared.
    expect(html).toContain(`${publicUrl}/mail-logo.png`);
    expect(html).toContain(tenant.theme.brandColor);
    expect(html).toContain('prefers-color-scheme: dark');
    expect(mail.text).not.toMatch(/<[a-z][^>]*>/i);
    expect(mail.text).toContain(tenant.fullName);
    if (sample.button) {
      const [label, href] = sample.button;
      const anchor = new RegExp(`<a\\s[^>]*href="${escapeRe(href)}"[^>]*>\\s*${label}\\s*</a>`);
      expect(html).toMatch(anchor);
      expect(mail.text).toContain(href);
    } else expect(html).not.toContain('css-class="action"');
    for (const d of sample.layout?.details ?? []) {
      expect(html).toMatch(new RegExp(`<th[^>]*>${d.label}</th><td[^>]*>${escapeRe(d.value)}</td>`));
    }
  });

  it('shows the verification code large in a monospace box, and keeps it in the text part', async () => {
    const mail = await renderMail(
      { kind: 'auth.code', subject: 'Your code', text: SAMPLES['auth.code'].text, layout: { code: '482913' } },
      { tenant, publicUrl },
    );
    expect(mail.html).toMatch(/font-family:'Courier New', Courier, monospace;font-size:34px[^"]*"[^>]*>482913</);
    expect(mail.text).toContain('Your verification code is 482913');
  });
});
