/**
 * Forgot password (spec 01 §2, §5 Forgot password, §8): email form; true shows "Reset password
 * email sent!" with a way back to log in; false shows "Incorrect email provided.".
 */
import { EMAIL_PATTERN, MESSAGES } from '@portal/shared';
import { Button, Form, Result } from 'antd';
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { Link } from 'react-router';
import { InlineMessage } from '../../../components/InlineMessage';
import { LinkButton } from '../../../components/LinkButton';
import { errorMessage, isApiError } from '../../../lib/errors';
import { useForgotPassword } from '../api/auth';
import styles from './AuthForm.module.css';

/** Email form and its confirmation screen. */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function handleFinish(values: { email: string }) {
    setError(null);
    const email = values.email.trim();
    try {
      const ok = await forgot.run({ email });
      if (ok) setSentTo(email);
      else setError(MESSAGES.incorrectEmail);
    } catch (failure) {
      if (!(isApiError(failure) && failure.status >= 500)) setError(errorMessage(failure));
    }
  }

  if (sentTo) {
    return (
      <Result
        status="success"
        title={MESSAGES.resetEmailSent}
        subTitle={`If an account exists for ${sentTo}, an email with a link to set a new password is on its way.`}
        extra={
          <LinkButton to="/account/sign-in" type="primary" size="large">
            Back to log in
          </LinkButton>
        }
      />
    );
  }

  return (
    <>
      {error && <InlineMessage type="error">{error}</InlineMessage>}
      <Form layout="vertical" requiredMark={false} onFinish={handleFinish} size="large">
        <Form.Item
          label="Email"
          name="email"
          validateTrigger="onBlur"
          rules={[
            { required: true, whitespace: true, message: MESSAGES.emailRequired },
            { pattern: EMAIL_PATTERN, message: MESSAGES.emailInvalid },
          ]}
        >
          <Input type="email" autoComplete="email" inputMode="email" placeholder="name@example.org" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={forgot.isPending}>
          Continue
        </Button>
      </Form>
      <div className={styles.center}>
        <Link to="/account/sign-in">Back to log in</Link>
      </div>
    </>
  );
}
