import { AuthScreen, ForgotPasswordForm } from '../../features/auth';
/** /account/forgot-password (spec 01 §2 Forgot password). */

/** Forgot-password route component. */
export default function ForgotPasswordPage() {
  return (
    <AuthScreen
      title="Forgot password?"
      subtitle="Enter your email address and we'll send you a link to set a new password."
    >
      <ForgotPasswordForm />
    </AuthScreen>
  );
}
