/**
 * First-time login, step 2 (spec 01 §2 First-time onboarding: "code entry (Continue needs at
 * least 6 characters), success shows a tick and after 2 seconds redirects to the welcome form").
 */
import { CheckCircleFilled } from '@ant-design/icons';
import { LIMITS, MESSAGES } from '@portal/shared';
import { Button, Form, Result } from 'antd';
import Input from 'antd/es/input/Input';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { InlineMessage } from '../../../components/InlineMessage';
import { LinkButton } from '../../../components/LinkButton';
import { toastSuccess } from '../../../lib/feedback';
import { useGenerateOneTimeLoginCode, useSignInWithOneTimeCode } from '../api/auth';
import { useCompleteSignIn } from '../hooks/useCompleteSignIn';
import { holdPendingFirstLogin, type PendingFirstLogin, readPendingFirstLogin } from '../utils/pending-login';
import styles from './AuthForm.module.css';
import { codeErrorMessage, normaliseCode } from './VerificationCodeForm';

const WELCOME_FORM = '/first-time-login/user-details';

/** Code form of the first-time login (or the missing-credentials error). */
export function FirstTimeLoginCodeForm() {
  const [held] = useState<PendingFirstLogin | null>(readPendingFirstLogin);
  if (!held) {
    return (
      <>
        <InlineMessage type="error">{MESSAGES.missingCredentials}</InlineMessage>
        <LinkButton to="/account/first-time-login" type="primary" size="large" block>
          Back
        </LinkButton>
      </>
    );
  }
  return <FirstTimeCodeEntry held={held} />;
}

function FirstTimeCodeEntry({ held }: { held: PendingFirstLogin }) {
  const [pending, setPending] = useState(held);
  const [form] = Form.useForm<{ code: string }>();
  const code = normaliseCode(Form.useWatch('code', form));
  const verify = useSignInWithOneTimeCode();
  const resend = useGenerateOneTimeLoginCode();
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);

  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(() => navigate(WELCOME_FORM, { replace: true }), LIMITS.onboardingRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [succeeded, navigate]);

  if (succeeded) {
    return (
      <Result
        icon={<CheckCircleFilled aria-label="Signed in" />}
        status="success"
        title="You're signed in"
        subTitle="Taking you to your details…"
      />
    );
  }

  const canSubmit = code.length >= LIMITS.verificationCodeLength && !verify.isPending;

  async function handleFinish() {
    if (!canSubmit) return;
    setError(null);
    try {
      const session = await verify.run({ email: pending.email, requestId: pending.requestId, code });
      completeSignIn(session, pending.email);
      setSucceeded(true);
    } catch (failure) {
      setError(codeErrorMessage(failure));
    }
  }

  async function handleResend() {
    setError(null);
    try {
      const answer = await resend.run({ email: pending.email });
      const next = { email: pending.email, requestId: answer.requestId };
      holdPendingFirstLogin(next);
      setPending(next);
      form.resetFields();
      toastSuccess(MESSAGES.newCodeSent);
    } catch (failure) {
      setError(codeErrorMessage(failure));
    }
  }

  return (
    <>
      <p className={styles.hint}>
        We sent a code to <strong>{pending.email}</strong> if it is registered with us.
      </p>
      {error && <InlineMessage type="error">{error}</InlineMessage>}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={handleFinish} size="large">
        <Form.Item label="Code" name="code" rules={[{ required: true, message: MESSAGES.codeRequired }]}>
          <Input
            className={styles.codeInput}
            autoComplete="one-time-code"
            inputMode="numeric"
            placeholder="6-digit code"
            autoFocus
            onChange={() => error && setError(null)}
          />
        </Form.Item>
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" block disabled={!canSubmit} loading={verify.isPending}>
            Continue
          </Button>
          <Button block onClick={handleResend} loading={resend.isPending}>
            Resend code
          </Button>
        </div>
      </Form>
      <div className={styles.center}>
        <Link to="/account/sign-in">Back to log in</Link>
      </div>
    </>
  );
}
