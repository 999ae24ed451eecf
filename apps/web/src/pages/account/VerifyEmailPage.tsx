/** /account/verify-email?token (issue 28): confirm a new sign-in address. */
import { AuthScreen } from '../../features/auth/components/AuthScreen';
import { EmailChangeForm } from '../../features/auth/components/EmailChangeForm';

/** Verify-email route component. */
export default function VerifyEmailPage() {
  return (
    <AuthScreen title="Confirm your new email address">
      <EmailChangeForm kind="verify" />
    </AuthScreen>
  );
}
