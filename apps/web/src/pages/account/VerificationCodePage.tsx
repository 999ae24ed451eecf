/** /account/verification-code (spec 01 §2 Verification code screen). */
import { AuthScreen } from '../../features/auth/components/AuthScreen';
import { VerificationCodeForm } from '../../features/auth/components/VerificationCodeForm';

/** Two-factor code route component. */
export default function VerificationCodePage() {
  return (
    <AuthScreen title="Check your email" subtitle="Enter the verification code we sent to you by email or SMS.">
      <VerificationCodeForm />
    </AuthScreen>
  );
}
