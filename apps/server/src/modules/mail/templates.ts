/**
 * The mail templates (issue 30): every kind renders its HTML and text parts from one source, the
 * kind's heading, the message's text body and its structured parts (`MailLayout`), through one MJML
 * layout with the tenant's logo, brand colour and full name. Kinds with an action show it as a
 * button (password reset, invitation, email-change verify, waitlist offer, ticket confirmation
 * "View ticket", notifications digest, changed/cancelled events and meetings); the verification
 * code shows large in a monospace box; event and meeting details (when, where) as a small table.
 * The text part is the plain body, which already carries every link, code and detail in words. Dark mode: `color-scheme` and `supported-color-schemes` are declared,
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
  const layout = input.layout ?? {};
  const actionUrl = layout.action?.url;
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => p.trim())
    // The button replaces its bare link, and the box and table say the code and details again.
    .filter((p) => p && p !== tenant.fullName && p !== actionUrl && !(layout.code && p.includes(layout.code)))
    .filter(
      (p) =>
        !(layout.details?.length && /^(When|Where): /m.test(p) && p.split('\n').every((l) => /^\w[\w ]*: /.test(l))),
    )
    .map((p) => `<mj-text css-class="body-text">${paragraphHtml(p, color)}</mj-text>`)
    .join('\n');
  const codeBox = layout.code
    ? `<mj-text css-class="body-text">Your verification code:</mj-text>
        <mj-text css-class="code-box" align="center" font-family="'Courier New', Courier, monospace" font-size="34px" font-weight="bold" letter-spacing="8px" color="#1f1f1f" container-background-color="#f3f4f6" padding="16px 24px">${escapeHtml(layout.code)}</mj-text>`
    : '';
  const detailsTable = layout.details?.length
    ? `<mj-table css-class="details" font-size="15px" line-height="1.4" color="#1f1f1f" padding="8px 25px">
          ${layout.details
            .map(
              (d) =>
                `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;color:#555555;font-weight:normal;white-space:nowrap">${escapeHtml(d.label)}</th><td style="padding:4px 0;font-weight:bold">${escapeHtml(d.value)}</td></tr>`,
            )
            .join('')}
        </mj-table>`
    : '';
  const button = layout.action
    ? `<mj-button css-class="action" href="${escapeHtml(layout.action.url)}" background-color="${color}" color="#ffffff" font-size="16px" font-weight="bold" border-radius="6px" inner-padding="12px 24px" align="left">${escapeHtml(layout.action.label)}</mj-button>
        <mj-text css-class="footer-text" font-size="13px" color="#555555">If the button does not work, open this link: <a href="${escapeHtml(layout.action.url)}" style="color:${color};word-break:break-all">${escapeHtml(layout.action.url)}</a></mj-text>`
    : '';
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
        .details td, .details th, .details table { color: #e8e8e8 !important; }
        .code-box, .code-box > table, .code-box td { background: #2a2a2a !important; }
        .code-box div { color: #ffffff !important; }
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
        ${codeBox}
        ${paragraphs}
        ${detailsTable}
        ${button}
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
