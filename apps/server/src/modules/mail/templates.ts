/**
 * The mail templates (issue 30): every kind renders its HTML and text parts from one source, the
 * kind's heading and the message's text body, through one MJML layout with the tenant's logo,
 * brand colour and full name. Dark mode: `color-scheme` and `supported-color-schemes` are declared,
 * colours come as text (no text baked into images) and a `prefers-color-scheme: dark` block swaps
 * the light surfaces, so clients that invert or honour the query both stay readable.
 * Rendering runs in the delivery job, never in a request (MJML loads lazily, about 0.4 s once).
 */
import type { TenantConfig } from '@portal/shared';
import { escapeHtml } from '../../lib/html';

/** Every kind of mail the portal sends, with the heading its HTML part shows. */
export const MAIL_KINDS = {
  'auth.code': 'Your verification code',
  'auth.password-reset': 'Reset your password',
  'auth.impersonation-notice': 'Staff signed in to your account',
  'auth.email-change-verify': 'Confirm your new email address',
  'auth.email-change-notice': 'Your email address is being changed',
  'members.invitation': 'Your member portal account',
  'notifications.mail': 'What is new for you',
  'events.ticket-confirmation': 'Registration confirmed',
  'events.changed': 'An event has changed',
  'events.cancelled': 'An event was cancelled',
  'events.waitlist-offer': 'A seat is free for you',
  'events.nominee': 'You have been nominated',
  'events.enquiry': 'Event enquiry',
  'enquiries.contact': 'A new enquiry',
  'enquiries.acknowledgement': 'We received your enquiry',
  'meetings.cancelled': 'A meeting was cancelled',
} as const;

export type MailKind = keyof typeof MAIL_KINDS;

/**
 * The structured parts of a kind's template (HTML only; the text part already says them in words):
 * - `action`: the main link, shown as a button under the body (its URL is left out of the body's
 *   paragraphs in the HTML part);
 * - `code`: a verification code, shown large in a monospace box;
 * - `details`: label and value rows (When, Where, Ticket...), shown as a small table.
 */
export interface MailLayout {
  action?: { label: string; url: string };
  code?: string;
  details?: { label: string; value: string }[];
}

/** What a template renders from: the kind, the subject, the plain-text body and its structured parts. */
export interface TemplateInput {
  kind: string;
  subject: string;
  /** The body: paragraphs separated by a blank line; URLs become links in the HTML part. */
  text: string;
  layout?: MailLayout;
}

/** The parts of a rendered mail. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A paragraph of text as HTML: escaped, URLs as links, single line breaks kept. */
function paragraphHtml(paragraph: string, color: string): string {
  return escapeHtml(paragraph)
    .replace(
      /https?:\/\/[^\s<]+/g,
      (url) => `<a href="${url}" style="color:${color};text-decoration:underline;word-break:break-all">${url}</a>`,
    )
    .replace(/\n/g, '<br />');
}

/**
 * The absolute address of the tenant's logo for mails: `/mail-logo.png`, the logo SVG rendered to a
 * PNG by the system module (mail clients such as Gmail and Outlook show no SVG).
 */
export function logoUrl(_tenant: TenantConfig, publicUrl: string): string {
  return new URL('mail-logo.png', publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
}

/**
 * Renders the HTML and text parts of a mail. The text part is the body and the tenant's footer;
 * the HTML part carries the same paragraphs under the kind's heading, with logo, colour and footer.
 */
export async function renderMail(
  input: TemplateInput,
  brand: { tenant: TenantConfig; publicUrl: string },
): Promise<RenderedMail> {
  const { tenant, publicUrl } = brand;
  const color = tenant.theme.brandColor;
  const body = input.text.trim();
  const footer = `${tenant.fullName}\n${tenant.website}`;
  const text = body.endsWith(tenant.fullName) ? `${body}\n${tenant.website}\n` : `${body}\n\n${footer}\n`;
  const heading = MAIL_KINDS[input.kind as MailKind] ?? input.subject;
  const paragraphs = body
    .split(/\n{2,}/)
    .filter((p) => p.trim() && p.trim() !== tenant.fullName)
    .map((p) => `<mj-text css-class="body-text">${paragraphHtml(p.trim(), color)}</mj-text>`)
    .join('\n');
  const source = `<mjml lang="en">
  <mj-head>
    <mj-title>${escapeHtml(input.subject)}</mj-title>
    <mj-preview>${escapeHtml(input.subject)}</mj-preview>
    <mj-raw><meta name="color-scheme" content="light dark" /><meta name="supported-color-schemes" content="light dark" /></mj-raw>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="16px" line-height="1.5" color="#1f1f1f" />
    </mj-attributes>
    <mj-style>
      :root { color-scheme: light dark; supported-color-schemes: light dark; }
      @media (prefers-color-scheme: dark) {
        body, .page, .page > div { background: #121212 !important; }
        .card, .card > table, .card td { background: #1f1f1f !important; }
        .body-text div { color: #e8e8e8 !important; }
        .footer-text div { color: #b8b8b8 !important; }
        .body-text a, .footer-text a { color: #8fd3dc !important; }
        .logo-band, .logo-band > table, .logo-band td { background: #ffffff !important; }
      }
    </mj-style>
  </mj-head>
  <mj-body css-class="page" background-color="#f3f4f6">
    <mj-section css-class="logo-band" background-color="#ffffff" border-top="6px solid ${color}" padding="16px 24px">
      <mj-column>
        <mj-image src="${escapeHtml(logoUrl(tenant, publicUrl))}" alt="${escapeHtml(tenant.fullName)}" width="180px" align="left" padding="0" />
      </mj-column>
    </mj-section>
    <mj-section css-class="card" background-color="#ffffff" padding="8px 24px 24px">
      <mj-column>
        <mj-text css-class="body-text" font-size="22px" font-weight="bold" color="${color}">${escapeHtml(heading)}</mj-text>
        ${paragraphs}
      </mj-column>
    </mj-section>
    <mj-section padding="16px 24px">
      <mj-column>
        <mj-text css-class="footer-text" font-size="13px" color="#555555">${escapeHtml(tenant.fullName)}<br /><a href="${escapeHtml(tenant.website)}" style="color:${color}">${escapeHtml(tenant.website)}</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { default: mjml2html } = await import('mjml');
  const { html } = await mjml2html(source, { validationLevel: 'soft', keepComments: false });
  return { subject: input.subject, text, html };
}
