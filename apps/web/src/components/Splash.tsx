/**
 * Full-screen loading splash: tenant logo and a spinner, without antd so it can show while the
 * first route chunk loads (spec 01 §2 "Skeleton loaders while loading").
 */
import { getCurrentTenant } from '../lib/runtime-config';
import styles from './Splash.module.css';

/** Shows the tenant logo with a busy indicator and an optional label. */
export function Splash({ label = 'Loading…' }: { label?: string }) {
  const tenant = getCurrentTenant();
  return (
    <div className={styles.splash} role="status" aria-live="polite" aria-busy="true">
      <img className={styles.logo} src={tenant.logo} alt={tenant.fullName} />
      <div className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
