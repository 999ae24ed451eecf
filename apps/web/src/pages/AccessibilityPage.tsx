/**
 * The accessibility statement (issue 13): what conforms (WCAG 2.2 level AA), how it is checked,
 * the known exceptions, and how to report a problem (the tenant's contact email; the portal's
 * "Contact us" form is not built yet). Public: it opens with or without a session, in the account
 * frame (no antd, so it is light). Keep "Known exceptions" in step with A11Y_EXCEPTIONS in
 * e2e/support/a11y.ts.
 */
import { Link } from 'react-router';
import { getCurrentTenant } from '../lib/runtime-config';
import { hasSession } from '../lib/session';
import styles from './AccessibilityPage.module.css';

/** Route component of /accessibility. */
export default function AccessibilityPage() {
  const tenant = getCurrentTenant();
  return (
    <article className={styles.statement}>
      <h1 className={styles.title}>Accessibility statement</h1>
      <p>
        {tenant.fullName} wants every member to be able to use this portal, including people who use a screen reader,
        screen magnification, voice control or a keyboard only.
      </p>
      <h2 className={styles.heading}>What conforms</h2>
      <p>
        The portal aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. In particular:
      </p>
      <ul>
        <li>text and icons have at least 4.5:1 contrast (3:1 for large text, icons and control borders);</li>
        <li>every control has a name that contains its visible label, and images have text alternatives;</li>
        <li>
          everything can be done with a keyboard, with a visible focus, a "Skip to main content" link, and dialogs that
          return the focus when they close;
        </li>
        <li>click targets are at least 24 by 24 pixels;</li>
        <li>pages reflow to a 320 pixel wide window without sideways scrolling;</li>
        <li>animations stop when your device asks for reduced motion.</li>
      </ul>
      <h2 className={styles.heading}>How we check</h2>
      <p>
        Every automated browser test of the portal checks each page it opens with the axe-core rules for WCAG 2.2 A and
        AA; a serious or critical problem fails the build. Some journeys are also tested with the keyboard only, and
        each tenant's colours are checked by a unit test.
      </p>
      <h2 className={styles.heading}>Known exceptions</h2>
      <ul>
        <li>
          Documents and images that members and staff upload (PDFs, pictures in posts and news) may not meet these
          guidelines; their authors are responsible for them.
        </li>
        <li>Pages of external services the portal links to (payment providers, the organisation's website).</li>
      </ul>
      <h2 className={styles.heading}>Report a problem</h2>
      <p>
        If something in the portal is hard or impossible for you to use, please tell us: write to{' '}
        <a href={`mailto:${tenant.contactEmail}?subject=${encodeURIComponent('Portal accessibility')}`}>
          {tenant.contactEmail}
        </a>{' '}
        with the page's address and what happened. We reply within five working days.
      </p>
      <p className={styles.back}>
        <Link to={hasSession() ? '/' : '/account/sign-in'}>{hasSession() ? 'Back to home' : 'Back to sign in'}</Link>
      </p>
    </article>
  );
}
