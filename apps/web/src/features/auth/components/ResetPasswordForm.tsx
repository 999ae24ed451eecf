/**
 * Reset password (spec 01 §2, §5 Reset password, §8): new password and confirmation, both
 * required ("Please enter a password"), equal ("The new password that you entered do not match")
 * and meeting the rule shown under the heading. Success shows "New password set" with
 * "Return to log in"; a false answer means the link is invalid or expired.
 */
import { MESSAGES, meetsResetPasswordRule } from '@portal/shared';
import { Button, Form, Result } from 'antd';
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { InlineMessage } from '../../../components/InlineMessage';
import { LinkButton } from '../../../components/LinkButton';
import { errorMessage, isApiError } from '../../../lib/errors';
import { useResetPassword } from '../api/auth';
import styles from './AuthForm.module.css';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

function LinkProblem() {
  return (
    <>
      <InlineMessage type="error">{MESSAGES.resetLinkInvalid}</InlineMessage>
      <LinkButton to="/account/forgot-password" type="primary" size="large" block>
        Request a new link
      </LinkButton>
      <div className={styles.center}>
        <Link to="/account/sign-in">Back to log in</Link>
      </div>
    </>
  );
}

/** The reset form for the token and userId of the emailed link. */
export function ResetPasswordForm() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const userId = search.get('userId') ?? '';
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const [linkDead, setLinkDead] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!token || !userId || linkDead) return <LinkProblem />;

  if (done) {
    return (
      <Result
        status="success"
        title={MESSAGES.newPasswordSet}
        subTitle="You can now log in with your new password."
        extra={
          <LinkButton to="/account/sign-in" type="primary" size="large">
            {MESSAGES.returnToLogIn}
          </LinkButton>
        }
      />
    );
  }

  async function handleFinish(values: ResetValues) {
    setError(null);
    try {
      const ok = await reset.run({ token, userId, password: values.password });
      if (ok) setDone(true);
      else setLinkDead(true);
    } catch (failure) {
      if (isApiError(failure) && failure.status >= 500) return;
      setError(isApiError(failure, 400) ? failure.message || MESSAGES.resetRejected : errorMessage(failure));
    }
  }

  return (
    <>
      <p className={styles.hint}>{MESSAGES.resetPasswordRule}</p>
      {error && <InlineMessage type="error">{error}</InlineMessage>}
      <Form<ResetValues> layout="vertical" requiredMark={false} onFinish={handleFinish} size="large">
        <Form.Item
          label="New password"
          name="password"
          rules={[
            { required: true, message: MESSAGES.passwordRequired },
            {
              validator: (_, value: string | undefined) =>
                !value || meetsResetPasswordRule(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(MESSAGES.resetRejected)),
            },
          ]}
        >
          <Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          label="Confirm password"
          name="confirmPassword"
          dependencies={['password']}
          rules={[
            { required: true, message: MESSAGES.passwordRequired },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || getFieldValue('password') === value
                  ? Promise.resolve()
                  : Promise.reject(new Error(MESSAGES.passwordsDoNotMatch)),
            }),
          ]}
        >
          <Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          Continue
        </Button>
      </Form>
      <div className={styles.center}>
        <Link to="/account/sign-in">Back to log in</Link>
      </div>
    </>
  );
}
