/**
 * Frame of the account screens (spec 01 §2 Account): the tenant's login background beside the
 * form on desktop and above it on mobile, the tenant logo, and a footer. When the server runs with
 * the developer mail outbox, a small link to /dev/mail lets a new user read their code.
 *
 * It is the layout route of the account screens and ships with the entry (no antd), so on a first
 * visit the frame paints as soon as the app boots while the screen's own code is still arriving,
 * and it stays mounted when the user moves between account screens: only the panel content swaps,
 * with a skeleton in between (never the previous screen's form).
 */
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { TenantLogo } from '../../../components/TenantLogo';
import { getCurrentTenant, getRuntimeConfig } from '../../../lib/runtime-config';
import styles from './AuthLayout.module.css';

/** Layout route element: background, logo, the current account screen (or its skeleton), footer. */
export function AuthLayout() {
  const tenant = getCurrentTenant();
  const { devMail } = getRuntimeConfig();
  return (
    <div className={styles.page}>
      <aside className={styles.visual} aria-hidden="true">
        {/* An <img> rather than a CSS background: the browser requests it as soon as the element exists. */}
        <img className={styles.visualImage} src={tenant.loginBackground} alt="" fetchPriority="high" />
        <div className={styles.visualContent}>
          <p className={styles.visualTitle}>Welcome to your member portal</p>
          <p className={styles.visualText}>
            Connect with your communities, register for events and keep track of your CPD with {tenant.fullName}.
          </p>
        </div>
      </aside>
      <main className={styles.panel}>
        <div className={styles.panelBody}>
          <div className={styles.panelInner}>
            <div className={styles.logo}>
              <TenantLogo height={44} />
            </div>
            <Suspense fallback={<AuthScreenSkeleton />}>
              <Outlet />
            </Suspense>
          </div>
        </div>
        <footer className={styles.footer}>
          <span>
            © {new Date().getFullYear()} {tenant.fullName} · <Link to="/accessibility">Accessibility</Link>
          </span>
          {devMail && (
            <a className={styles.devLink} href="/dev/mail" target="_blank" rel="noopener noreferrer">
              Developer mail outbox
            </a>
          )}
        </footer>
      </main>
    </div>
  );
}

/** Placeholder of an account screen while its code loads: heading, text, two fields, a button. */
export function AuthScreenSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label="Loading">
      <div className={`${styles.bone} ${styles.boneHeading}`} />
      <div className={`${styles.bone} ${styles.boneText}`} />
      <div className={`${styles.bone} ${styles.boneTextShort}`} />
      <div className={`${styles.bone} ${styles.boneLabel}`} />
      <div className={`${styles.bone} ${styles.boneField}`} />
      <div className={`${styles.bone} ${styles.boneLabel}`} />
      <div className={`${styles.bone} ${styles.boneField}`} />
      <div className={`${styles.bone} ${styles.boneButton}`} />
    </div>
  );
}
