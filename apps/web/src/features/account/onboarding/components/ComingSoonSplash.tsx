/**
 * Login splash (spec 01 §2 Routing guard and splash): "platform coming soon" text; FDRS-section
 * members are not given access to the new portal at this time and members of several sections
 * reach it through other sections; quick actions ("Renew your membership" and "Update your
 * profile" only when their URLs loaded: GET /api/forms/links/*, issue 14) and "Logout"); footer
 * "© {year} {fullName}. All Rights Reserved.".
 */
import { LogoutOutlined } from '@ant-design/icons';
import { Alert, Button, Card } from 'antd';
import { TenantLogo } from '../../../../components/TenantLogo';
import { getCurrentTenant } from '../../../../lib/runtime-config';
import styles from './ComingSoonSplash.module.css';

export interface ComingSoonSplashProps {
  isFdrs: boolean;
  onLogOut: () => void;
  /** External links shown only when loaded (spec 01 §2). */
  renewUrl?: string | null;
  updateProfileUrl?: string | null;
}

const FDRS_NOTE =
  'Members of the FDRS section are not given access to the new portal at this time. If you belong to several sections, you can reach the portal through your other sections.';

/** The "coming soon" splash page. */
export function ComingSoonSplash({ isFdrs, onLogOut, renewUrl, updateProfileUrl }: ComingSoonSplashProps) {
  const tenant = getCurrentTenant();
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <TenantLogo height={36} />
      </header>
      <section className={styles.hero} style={{ backgroundImage: `url(${tenant.loginBackground})` }}>
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{tenant.fullName}</p>
          <h1 className={styles.title}>Our new member platform is coming soon</h1>
          <p className={styles.lead}>
            We are putting the finishing touches on a new home for your communities, events and professional
            development. Thank you for your patience — we'll let you know as soon as it is ready.
          </p>
        </div>
      </section>
      <div className={styles.body}>
        <Card variant="borderless" style={{ boxShadow: '0 1px 3px rgba(16,24,40,0.08)' }}>
          <h2 style={{ marginTop: 0, fontSize: 20 }}>What happens next?</h2>
          {isFdrs && <Alert type="info" showIcon title={FDRS_NOTE} style={{ marginBottom: 16 }} />}
          <p style={{ color: 'rgba(0,0,0,0.7)', lineHeight: 1.65 }}>
            The platform is coming soon. Until then you can keep managing your membership through our website.
          </p>
          {!isFdrs && <p style={{ color: 'rgba(0,0,0,0.7)', lineHeight: 1.65, marginBottom: 0 }}>{FDRS_NOTE}</p>}
        </Card>
        <Card title="Quick actions" variant="borderless" style={{ boxShadow: '0 1px 3px rgba(16,24,40,0.08)' }}>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
            {renewUrl && (
              <Button type="primary" block href={renewUrl} target="_blank" rel="noopener noreferrer">
                Renew your membership
              </Button>
            )}
            {updateProfileUrl && (
              <Button block href={updateProfileUrl} target="_blank" rel="noopener noreferrer">
                Update your profile
              </Button>
            )}
            <Button block icon={<LogoutOutlined />} onClick={onLogOut}>
              Logout
            </Button>
          </div>
        </Card>
      </div>
      <footer className={styles.footer}>
        © {new Date().getFullYear()} {tenant.fullName}. All Rights Reserved.
      </footer>
    </div>
  );
}
