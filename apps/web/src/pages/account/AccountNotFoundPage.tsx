/** Unknown /account/* path (spec 01 §2: any other path shows the 404 page). */
import { NotFound } from '../../components/NotFound';
import { TenantLogo } from '../../components/TenantLogo';

/** Standalone 404 for anonymous account paths. */
export default function AccountNotFoundPage() {
  return (
    <div style={{ minHeight: '100vh', background: '#fff', display: 'flex', flexDirection: 'column' }}>
      <header style={{ padding: '16px 24px', borderBottom: '1px solid var(--border-subtle)' }}>
        <TenantLogo height={40} />
      </header>
      <main style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <NotFound />
      </main>
    </div>
  );
}
