/**
 * The wizard's final modal "You're all set!" by redirect type (spec 01 §2; cannot be closed by
 * clicking outside). The button goes to the redirect URL, or home when it is empty. "Auto Rollover"
 * names the member's real renewal date from the membership API ("30 Jun 2027"; issue 30), never a
 * fixed date. Issue 32: the Auto Rollover button opens the membership page, where the member can
 * only turn automatic renewal on or off (no card is collected there), so it is named for that.
 */
import { type FinalRedirect, formatCalendarDate } from '@portal/shared';
import { Button, Modal } from 'antd';

/** The auto-renewal text for a renewal date ("" or null: the date is not known). */
export const autoRolloverText = (renewsOn: string | null | undefined) =>
  `Your membership is set to renew automatically ${
    renewsOn ? `on ${formatCalendarDate(renewsOn)}` : 'at the end of your current membership period'
  }. You can turn automatic renewal on or off on your membership page.`;

const COPY: Record<FinalRedirect['type'], { text: string; button: string }> = {
  'Auto Rollover': {
    text: autoRolloverText(null),
    button: 'Automatic renewal',
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

/**
 * The final modal; `onContinue` follows the button. `renewsOn` is the membership's renewed-to date
 * ("YYYY-MM-DD", from GET /api/user/membership, handed in by the page), null when unknown.
 */
export function FinalStepModal({
  redirect,
  renewsOn = null,
  onContinue,
}: {
  redirect: FinalRedirect | null;
  renewsOn?: string | null;
  onContinue: () => void;
}) {
  const copy = redirect ? COPY[redirect.type] : null;
  const text = redirect?.type === 'Auto Rollover' ? autoRolloverText(renewsOn) : copy?.text;
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
      <p>{text}</p>
    </Modal>
  );
}
