/**
 * The content of one account screen inside the account frame (AuthLayout): heading, optional
 * subheading, then the screen's form or message.
 */
import type { ReactNode } from 'react';
import styles from './AuthLayout.module.css';

export interface AuthScreenProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** Heading, subheading and content of an account screen. */
export function AuthScreen({ title, subtitle, children }: AuthScreenProps) {
  return (
    <>
      {title && <h1 className={styles.heading}>{title}</h1>}
      {subtitle && <p className={styles.subheading}>{subtitle}</p>}
      {children}
    </>
  );
}
