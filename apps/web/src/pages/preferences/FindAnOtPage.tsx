/**
 * /find-an-ot (issue 16, beyond the spec): the public search of listed members, with or without a
 * session, outside the shell in a light frame of its own (the tenant's logo, then sign-in or back
 * to the portal).
 */
import { isSubModuleEnabled, MESSAGES } from '@portal/shared';
import { Link } from 'react-router';
import { TenantLogo } from '../../components/TenantLogo';
import { getCurrentTenant } from '../../lib/runtime-config';
import { hasSession } from '../../lib/session';
import styles from './FindAnOtPage.module.css';
import { FindAnOtSearch } from '../../features/preferences';

/** Route component of /find-an-ot. */
export default function FindAnOtPage() {
  const tenant = getCurrentTenant();
  const signedIn = hasSession();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to={signedIn ? '/' : '/account/sign-in'} aria-label={signedIn ? 'Back to the portal' : tenant.fullName}>
          <TenantLogo height={36} />
        </Link>
        <Link to={signedIn ? '/' : '/account/sign-in'}>{signedIn ? 'Back to the portal' : 'Member sign in'}</Link>
      </header>
      <main className={styles.main} id="main-content">
        <h1 className={styles.title}>Find an OT</h1>
        <p className={styles.intro}>
          Find an occupational therapist who is a member of the {tenant.fullName}, by suburb or postcode, area of
          practice and funding scheme.
        </p>
        {isSubModuleEnabled(tenant.features, 'settings', 'find_an_ot') ? (
          <FindAnOtSearch />
        ) : (
          <p role="alert">{MESSAGES.featureDisabled}</p>
        )}
      </main>
    </div>
  );
}
