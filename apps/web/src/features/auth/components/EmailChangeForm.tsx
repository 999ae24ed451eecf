/**
 * The two links of an email change (issue 28; not in the spec): /account/verify-email confirms the
 * new address, /account/undo-email-change (mailed to the old address) undoes the change and signs
 * every device out. The page acts only when the member presses the button, so a mail scanner that
 * opens links does not use them up.
 */
import { MESSAGES } from '@portal/shared';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { InlineMessage } from '../../../components/InlineMessage';
import { LinkButton } from '../../../components/LinkButton';
import { errorMessage } from '../../../lib/errors';
import { useConfirmEmailChange } from '../api/auth';
import styles from './AuthForm.module.css';

const TEXT = {
  verify: {
    intro: 'Confirm this email address for your member portal account. You will sign in with it from now on.',
    action: 'Confirm my new email address',
    done: MESSAGES.emailChangeVerified,
  },
  undo: {
    intro:
      'Undo the change of your email address: your previous address is restored and every device signed in to your account is signed out.',
    action: 'Undo the change',
    done: MESSAGES.emailChangeUndone,
  },
} as const;

/** Confirms (`verify`) or undoes (`undo`) the email change named by the link's token. */
export function EmailChangeForm({ kind }: { kind: 'verify' | 'undo' }) {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(token ? null : MESSAGES.emailChangeLinkInvalid);
  const text = TEXT[kind];

  if (email) {
    return (
      <Result
        status="success"
        title={text.done}
        subTitle={`Your account's email address is ${email}.`}
        extra={
          <LinkButton
            to={kind === 'undo' ? '/account/forgot-password' : '/account/sign-in'}
            type="primary"
            size="large"
          >
            {kind === 'undo' ? 'Reset my password' : MESSAGES.returnToLogIn}
          </LinkButton>
        }
      />
    );
  }

  async function run() {
    setError(null);
    try {
      setEmail((await confirm.run({ kind, token })).email);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <>
      <p className={styles.hint}>{text.intro}</p>
      {error && <InlineMessage type="error">{error}</InlineMessage>}
      <Button
        type="primary"
        size="large"
        block
        disabled={!token}
        loading={confirm.isPending}
        onClick={() => void run()}
      >
        {text.action}
      </Button>
      <div className={styles.center}>
        <Link to="/account/sign-in">Back to log in</Link>
      </div>
    </>
  );
}
