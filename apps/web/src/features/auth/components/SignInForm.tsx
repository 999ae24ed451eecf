/**
 * Sign-in form (spec 01 §2 Account, §4 Sign-in, §5, §8 Login).
 *
 * Continue is enabled when the email matches EMAIL_PATTERN and the password has at least 2
 * characters. Flow: request-one-time-login-code; tfaDisabled → sign-in, store the session and go
 * to redirectTo (or the previous location, or home); otherwise hold the credentials in
 * sessionStorage and open the verification-code screen. 401 shows "The user name or password is
 * incorrect." in a banner; other server messages are toasts.
 */
import { EMAIL_PATTERN, isFeatureEnabled, LIMITS, MESSAGES, registrationUrl } from '@portal/shared';
import { LoadingOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { InlineMessage } from '../../../components/InlineMessage';
import { isApiError } from '../../../lib/errors';
import { reportFailure } from '../../../lib/feedback';
import { getCurrentTenant } from '../../../lib/runtime-config';
import { useRequestOneTimeLoginCode, useSignIn } from '../api/auth';
import { useCompleteSignIn } from '../hooks/useCompleteSignIn';
import { holdPendingLogin } from '../utils/pending-login';
import { postSignInTarget, withRedirectTo } from '../utils/redirect-target';
import styles from './AuthForm.module.css';

interface SignInValues {
  email: string;
  password: string;
}

/** The sign-in form with its links; used by /account/sign-in. */
export function SignInForm() {
  const tenant = getCurrentTenant();
  const [form] = Form.useForm<SignInValues>();
  const email = Form.useWatch('email', form) ?? '';
  const password = Form.useWatch('password', form) ?? '';
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const requestCode = useRequestOneTimeLoginCode();
  const signIn = useSignIn();
  const completeSignIn = useCompleteSignIn();
  const [error, setError] = useState<string | null>(null);
  const sessionEnded = (location.state as { sessionEnded?: boolean } | null)?.sessionEnded === true;

  const canSubmit = EMAIL_PATTERN.test(email.trim()) && password.length >= LIMITS.signInPasswordMinLength;
  const isBusy = requestCode.isPending || signIn.isPending;

  // A second submit while one runs (Enter pressed twice, a double click) is dropped; the state value
  // alone lags a render behind.
  const submitting = useRef(false);

  async function handleFinish(values: SignInValues) {
    if (!canSubmit || isBusy || submitting.current) return;
    submitting.current = true;
    try {
      await submit(values);
    } finally {
      submitting.current = false;
    }
  }

  async function submit(values: SignInValues) {
    setError(null);
    const credentials = { email: values.email.trim(), password: values.password };
    try {
      const answer = await requestCode.run(credentials);
      if (answer.tfaDisabled) {
        const session = await signIn.run(credentials);
        completeSignIn(session, credentials.email);
        navigate(postSignInTarget(search, location.state), { replace: true });
        return;
      }
      if (!answer.requestId) throw new Error(MESSAGES.defaultError);
      holdPendingLogin({ ...credentials, requestId: answer.requestId });
      navigate(withRedirectTo('/account/verification-code', search));
    } catch (failure) {
      if (isApiError(failure, 401)) setError(failure.message || MESSAGES.loginIncorrect);
      else reportFailure(failure);
    }
  }

  return (
    <>
      {sessionEnded && !error && <InlineMessage type="info">{MESSAGES.unauthorized}</InlineMessage>}
      {error && <InlineMessage type="error">{error}</InlineMessage>}
      <Form<SignInValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={handleFinish}
        onValuesChange={() => error && setError(null)}
        size="large"
      >
        <Form.Item
          label="Email"
          name="email"
          validateTrigger="onBlur"
          rules={[{ pattern: EMAIL_PATTERN, message: MESSAGES.emailInvalid }]}
        >
          <Input type="email" autoComplete="username" inputMode="email" placeholder="name@example.org" autoFocus />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: MESSAGES.passwordRequiredSignIn }]}
        >
          <Password autoComplete="current-password" placeholder="Your password" />
        </Form.Item>
        <div className={styles.row}>
          {isFeatureEnabled(tenant.features, 'first_time_login') ? (
            <Link to="/account/first-time-login">First time logging in</Link>
          ) : (
            <span />
          )}
          <Link to="/account/forgot-password">Forgot password?</Link>
        </div>
        {/* disabled plus a spinner icon, not antd's `loading`: after a quick refusal antd 6.6's Button was seen to
            keep its loading state, dead to clicks, until a reload (stop 10). */}
        <Button
          type="primary"
          htmlType="submit"
          block
          disabled={!canSubmit || isBusy}
          icon={isBusy ? <LoadingOutlined /> : undefined}
        >
          Continue
        </Button>
      </Form>
      <div className={styles.divider}>Not a member yet?</div>
      <Button block size="large" href={registrationUrl(tenant)} target="_blank" rel="noopener noreferrer">
        Create an account
      </Button>
    </>
  );
}
