/**
 * Impersonation banner (spec 01 §2 Account: impersonate): "You are signed in as {name} on behalf
 * of {impersonator}" with a "Log out" action, visible on every shell page while impersonating.
 */
import { UserSwitchOutlined } from '@ant-design/icons';
import type { CurrentAccount } from '@portal/shared';
import { Alert, Button } from 'antd';

/** Banner shown while an administrator acts as another user. */
export function ImpersonationBanner({ user, onLogOut }: { user: CurrentAccount; onLogOut: () => void }) {
  if (!user.impersonator) return null;
  const name = `${user.firstName} ${user.lastName}`.trim();
  const impersonator = `${user.impersonator.firstName} ${user.impersonator.lastName}`.trim();
  return (
    <Alert
      banner
      type="warning"
      icon={<UserSwitchOutlined />}
      showIcon
      title={`You are signed in as ${name} on behalf of ${impersonator}`}
      action={
        <Button size="small" onClick={onLogOut}>
          Log out
        </Button>
      }
      style={{ paddingInline: 24 }}
    />
  );
}
