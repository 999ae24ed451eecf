import { AuthScreen, EmailChangeForm } from '../../features/auth';
/** /account/verify-email?token (issue 28): confirm a new sign-in address. */

/** Verify-email route component. */
export default function VerifyEmailPage() {
  return (
    <AuthScreen title="Confirm your new email address">
      <EmailChangeForm kind="verify" />
    </AuthScreen>
  );
}
