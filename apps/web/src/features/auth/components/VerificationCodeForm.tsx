/**
 * Two-factor code screen (spec 01 §2 Verification code, §4, §5 Verification code, §8 Login).
 *
 * Uses the credentials held by the sign-in form; without them it shows
 * MESSAGES.missingCredentials. Continue is disabled when the code is empty, shorter than 6 or the
 * sign-in already succeeded. A wrong code shows the "Wrong password" banner; Resend asks for a new
 * code and toasts MESSAGES.newCodeSent.
 */
import { ERROR_CODE, LIMITS, MESSAGES } from '@portal/shared';
import { LoadingOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { InlineMessage } from '../../../components/InlineMessage';
import { LinkButton } from '../../../components/LinkButton';
import { errorMessage, isApiError } from '../../../lib/errors';
import { toastSuccess } from '../../../lib/feedback';
import { useResendOneTimeCode, useSignInWithCode } from '../api/auth';
import { useCompleteSignIn } from '../hooks/useCompleteSignIn';
import { holdPendingLogin, type PendingLogin, readPendingLogin } from '../utils/pending-login';
import { postSignInTarget, withRedirectTo } from '../utils/redirect-target';
import styles from './AuthForm.module.css';

/** Strips spaces a user may paste inside a code. */
export function normaliseCode(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, '');
}

/** Message for a failed code attempt: the wrong-code banner or the server's text. */
export function codeErrorMessage(failure: unknown): string | null {
  if (isApiError(failure) && failure.status >= 500) return null;
  if (isApiError(failure) && failure.code === ERROR_CODE.WRONG_CODE) return MESSAGES.wrongCode;
  return errorMessage(failure);
}

/** The code entry form for a two-factor sign-in (or the missing-credentials error). */
export function VerificationCodeForm() {
  const [held] = useState<PendingLogin | null>(readPendingLogin);
  const [search] = useSearchParams();
  if (!held) {
    return (
      <>
        <InlineMessage type="error">{MESSAGES.missingCredentials}</InlineMessage>
        <LinkButton to={withRedirectTo('/account/sign-in', search)} type="primary" size="large" block>
          Back to login
        </LinkButton>
      </>
    );
  }
  return <CodeEntry held={held} />;
}

function CodeEntry({ held }: { held: PendingLogin }) {
  const [pending, setPending] = useState<PendingLogin>(held);
  const [form] = Form.useForm<{ code: string }>();
  const code = normaliseCode(Form.useWatch('code', form));
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const verify = useSignInWithCode();
  const resend = useResendOneTimeCode();
  const completeSignIn = useCompleteSignIn();
  const [error, setError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const backToLogin = withRedirectTo('/account/sign-in', search);

  const canSubmit = code.length >= LIMITS.verificationCodeLength && !succeeded && !verify.isPending;

  async function handleFinish() {
    if (!canSubmit) return;
    setError(null);
    try {
      const session = await verify.run({ ...pending, code });
      setSucceeded(true);
      completeSignIn(session, pending.email);
      navigate(postSignInTarget(search, location.state), { replace: true });
    } catch (failure) {
      setError(codeErrorMessage(failure));
    }
  }

  async function handleResend() {
    setError(null);
    try {
      const answer = await resend.run({ requestId: pending.requestId, userName: pending.email });
      const next = { ...pending, requestId: answer.requestId };
      holdPendingLogin(next);
      setPending(next);
      form.resetFields();
      toastSuccess(MESSAGES.newCodeSent);
    } catch (failure) {
      setError(codeErrorMessage(failure));
    }
  }

  return (
    <>
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
          {/* disabled plus a spinner icon, not antd's `loading`: after a quick refusal (a 401 in ~40 ms) antd 6.6's
              Button was seen to keep its loading state, dead to clicks, until a reload (stop 10). */}
          <Button
            type="primary"
            htmlType="submit"
            block
            disabled={!canSubmit || verify.isPending}
            icon={verify.isPending ? <LoadingOutlined /> : undefined}
          >
            Continue
          </Button>
          <Button block onClick={handleResend} loading={resend.isPending} disabled={succeeded}>
            Resend code
          </Button>
        </div>
      </Form>
      <div className={styles.center}>
        <Link to={backToLogin}>Back to login</Link>
      </div>
    </>
  );
}
