import { AuthScreen, VerificationCodeForm } from '../../features/auth';
/** /account/verification-code (spec 01 §2 Verification code screen). */

/** Two-factor code route component. */
export default function VerificationCodePage() {
  return (
    <AuthScreen title="Check your email" subtitle="Enter the verification code we sent to you by email or SMS.">
      <VerificationCodeForm />
    </AuthScreen>
  );
}
