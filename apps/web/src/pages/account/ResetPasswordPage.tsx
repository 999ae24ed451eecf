import { AuthScreen, ResetPasswordForm } from '../../features/auth';
/** /account/reset-password?token&userId (spec 01 §2 Reset password). */

/** Reset-password route component. */
export default function ResetPasswordPage() {
  return (
    <AuthScreen title="Set a new password">
      <ResetPasswordForm />
    </AuthScreen>
  );
}
