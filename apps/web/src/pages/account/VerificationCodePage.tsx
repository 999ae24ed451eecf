/** /account/verification-code (spec 01 §2 Verification code screen). */
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { VerificationCodeForm } from '../../features/auth/components/VerificationCodeForm';

/** Two-factor code route component. */
export default function VerificationCodePage() {
  return (
    <AuthLayout title="Check your email" subtitle="Enter the verification code we sent to you by email or SMS.">
      <VerificationCodeForm />
    </AuthLayout>
  );
}
