/**
 * Route components of the settings area (spec 01 §2 Settings routes; issue 14). Thin: each renders
 * a component of features/account.
 */
import { getCurrentTenant } from '../../lib/runtime-config';
import { useShellContext } from '../../lib/shell-context';
import { ChangePasswordForm, TwoFactorCard } from '../../features/account/components/settings/ChangePasswordForm';
import { ContactUsForm } from '../../features/account/components/settings/ContactUsForm';
import { LegacyAccountDetails } from '../../features/account/components/settings/LegacyAccountDetails';
import { NotificationSettings } from '../../features/account/components/settings/NotificationSettings';
import { SettingsCard } from '../../features/account/components/settings/SettingsCard';
import { SettingsLayout } from '../../features/account/components/settings/SettingsLayout';
import { EmailDeliveryChoice } from '../../features/notifications/components/EmailDeliveryChoice';
import { PrivacySettings, ProfileDetailsSettings } from '../../features/account/components/settings/StaticSettings';
import { RequirementsForm } from '../../features/account/components/settings/RequirementsForm';
import { WorkplaceForm } from '../../features/account/components/settings/WorkplaceForm';
import { WorkflowAccountDetails } from '../../features/account/components/settings/WorkflowAccountDetails';

/** /settings/* frame with the side menu. */
export function SettingsLayoutPage() {
  return <SettingsLayout />;
}

/** /settings/account-details: the tenant's API style (spec 01 §1). */
export function AccountDetailsPage() {
  return getCurrentTenant().accountApiMode === 'workflow' ? <WorkflowAccountDetails /> : <LegacyAccountDetails />;
}

/** /settings/change-password with the two-factor switch. */
export function ChangePasswordPage() {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <ChangePasswordForm />
      <TwoFactorCard />
    </div>
  );
}

/**
 * /settings/notifications: which notifications the member receives (spec 01 §3, issue 14) and how
 * they are mailed (right away, daily or weekly digest, or not at all; issue 17).
 */
export function NotificationSettingsPage() {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <NotificationSettings />
      <SettingsCard title="Email delivery">
        <p>Notifications you receive are also sent to your email address. Choose how often.</p>
        <EmailDeliveryChoice />
      </SettingsCard>
    </div>
  );
}

/** /settings/contact-us */
export function ContactUsPage() {
  const shell = useShellContext();
  return shell ? <ContactUsForm user={shell.user} /> : null;
}

/** /settings/privacy */
export function PrivacyPage() {
  return <PrivacySettings />;
}

/** /settings/profile-details */
export function ProfileDetailsPage() {
  return <ProfileDetailsSettings />;
}

/** /settings/organisation-details */
export function OrganisationDetailsPage() {
  return <WorkplaceForm />;
}

/** /settings/dietary-and-special-requirements */
export function DietaryRequirementsPage() {
  return <RequirementsForm />;
}
