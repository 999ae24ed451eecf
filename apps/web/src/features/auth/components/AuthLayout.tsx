/**
 * Frame of the account screens (spec 01 §2 Account): the tenant's login background beside the
 * form on desktop and above it on mobile, the tenant logo, and a footer. When the server runs with
 * the developer mail outbox, a small link to /dev/mail lets a new user read their code.
 */
import type { ReactNode } from 'react';
import { TenantLogo } from '../../../components/TenantLogo';
import { getCurrentTenant, getRuntimeConfig } from '../../../lib/runtime-config';
import styles from './AuthLayout.module.css';

export interface AuthLayoutProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** Split-screen account layout with heading, content and footer. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const tenant = getCurrentTenant();
  const { devMail } = getRuntimeConfig();
  return (
    <div className={styles.page}>
      <aside className={styles.visual} style={{ backgroundImage: `url(${tenant.loginBackground})` }} aria-hidden="true">
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
            {title && <h1 className={styles.heading}>{title}</h1>}
            {subtitle && <p className={styles.subheading}>{subtitle}</p>}
            {children}
          </div>
        </div>
        <footer className={styles.footer}>
          <span>
            © {new Date().getFullYear()} {tenant.fullName}
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
