/**
 * First-time login, step 1 (spec 01 §2 First-time onboarding: "email entry", §5 First-login email):
 * required "Email is required"; Continue disabled unless the email matches the pattern. Sends a
 * one-time code (same answer for unknown emails) and opens the code step.
 */
import { EMAIL_PATTERN, MESSAGES } from '@portal/shared';
import { Button, Form } from 'antd';
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { InlineMessage } from '../../../components/InlineMessage';
import { errorMessage, isApiError } from '../../../lib/errors';
import { useGenerateOneTimeLoginCode } from '../api/auth';
import { holdPendingFirstLogin } from '../utils/pending-login';
import styles from './AuthForm.module.css';

/** Email form of the first-time login. */
export function FirstTimeLoginEmailForm() {
  const [form] = Form.useForm<{ email: string }>();
  const email = (Form.useWatch('email', form) ?? '').trim();
  const generate = useGenerateOneTimeLoginCode();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const canSubmit = EMAIL_PATTERN.test(email);

  async function handleFinish(values: { email: string }) {
    if (!canSubmit) return;
    setError(null);
    const typed = values.email.trim();
    try {
      const answer = await generate.run({ email: typed });
      holdPendingFirstLogin({ email: typed, requestId: answer.requestId });
      navigate('/account/first-time-login/verify');
    } catch (failure) {
      if (!(isApiError(failure) && failure.status >= 500)) setError(errorMessage(failure));
    }
  }

  return (
    <>
      {error && <InlineMessage type="error">{error}</InlineMessage>}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={handleFinish} size="large">
        <Form.Item
          label="Email"
          name="email"
          rules={[{ required: true, whitespace: true, message: MESSAGES.firstLoginEmailRequired }]}
        >
          <Input type="email" autoComplete="email" inputMode="email" placeholder="name@example.org" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block disabled={!canSubmit} loading={generate.isPending}>
          Continue
        </Button>
      </Form>
      <div className={styles.center}>
        <Link to="/account/sign-in">Back to log in</Link>
      </div>
    </>
  );
}
