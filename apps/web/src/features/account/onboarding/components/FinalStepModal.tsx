/**
 * The wizard's final modal "You're all set!" by redirect type (spec 01 §2; cannot be closed by
 * clicking outside). The button goes to the redirect URL, or home when it is empty.
 */
import type { FinalRedirect } from '@portal/shared';
import { Button, Modal } from 'antd';

const COPY: Record<FinalRedirect['type'], { text: string; button: string }> = {
  'Auto Rollover': {
    text: 'Your membership is set to renew automatically on 1 July 2025. Please confirm or update your payment details so the renewal goes through.',
    button: 'Confirm/Update Payment Details',
  },
  'Life Member': {
    text: 'Your profile has been created. As a life member, your membership continues with no renewal needed.',
    button: 'Go to Member Dashboard',
  },
  'Renew Membership': {
    text: 'Your profile has been created. Please proceed to renew your membership to keep your member benefits.',
    button: 'Renew Membership',
  },
  BondMx: {
    text: 'Your profile has been created and your membership is already active for the current period.',
    button: 'Go to Member Dashboard',
  },
};

/** The final modal; `onContinue` follows the button. */
export function FinalStepModal({ redirect, onContinue }: { redirect: FinalRedirect | null; onContinue: () => void }) {
  const copy = redirect ? COPY[redirect.type] : null;
  return (
    <Modal
      open={!!redirect}
      title="You're all set!"
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onContinue}>
          {copy?.button}
        </Button>
      }
    >
      <p>{copy?.text}</p>
    </Modal>
  );
}
