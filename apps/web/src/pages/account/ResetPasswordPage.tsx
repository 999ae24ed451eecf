/** /account/reset-password?token&userId (spec 01 §2 Reset password). */
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { ResetPasswordForm } from '../../features/auth/components/ResetPasswordForm';

/** Reset-password route component. */
export default function ResetPasswordPage() {
  return (
    <AuthLayout title="Set a new password">
      <ResetPasswordForm />
    </AuthLayout>
  );
}
