/**
 * Route components of the settings area (spec 01 §2 Settings routes; issue 14). Thin: each renders
 * a component of features/account.
 */
import { getCurrentTenant } from '../../lib/runtime-config';
import { useShellContext } from '../../lib/shell-context';
import { EmailDeliveryChoice } from '../../features/notifications';
import {
  ChangePasswordForm,
  TwoFactorCard,
  ContactUsForm,
  LegacyAccountDetails,
  NotificationSettings,
  SettingsCard,
  SettingsLayout,
  PrivacySettings,
  ProfileDetailsSettings,
  RequirementsForm,
  WorkplaceForm,
  WorkflowAccountDetails,
} from '../../features/account';

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
