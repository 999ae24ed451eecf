/** /account/reset-password?token&userId (spec 01 §2 Reset password). */
import { AuthScreen } from '../../features/auth/components/AuthScreen';
import { ResetPasswordForm } from '../../features/auth/components/ResetPasswordForm';

/** Reset-password route component. */
export default function ResetPasswordPage() {
  return (
    <AuthScreen title="Set a new password">
      <ResetPasswordForm />
    </AuthScreen>
  );
}
