/** /account/forgot-password (spec 01 §2 Forgot password). */
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { ForgotPasswordForm } from '../../features/auth/components/ForgotPasswordForm';

/** Forgot-password route component. */
export default function ForgotPasswordPage() {
  return (
    <AuthLayout title="Forgot password?" subtitle="Enter your email address and we'll send you a link to set a new password.">
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
