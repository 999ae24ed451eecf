/**
 * Change password and the two-factor toggle (spec 01 §2 Account settings screens "Security:
 * two-factor toggle is part of account settings", §5 Change password, §8; issue 14).
 * POST api/v1/account/change-password; GET/PUT api/v1/account/settings.
 */
import { LoadingOutlined } from '@ant-design/icons';
import { type ChangePasswordInput, MESSAGES, meetsChangePasswordRule } from '@portal/shared';
import { Button, Form, Modal, Switch } from 'antd';
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import { InlineMessage } from '../../../../components/InlineMessage';
import { errorMessage, isApiError } from '../../../../lib/errors';
import { toastError, toastSuccess } from '../../../../lib/feedback';
import { useAccountSettings, useChangePassword, useUpdateAccountSettings } from '../../api/settings';
import { SettingsCard } from './SettingsCard';
import styles from './settings.module.css';

/** The change-password form: current, new (the spec's rule) and retyped password. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [form] = Form.useForm<ChangePasswordInput>();
  const [failure, setFailure] = useState<string | null>(null);

  async function handleFinish(values: ChangePasswordInput) {
    setFailure(null);
    try {
      await change.mutateAsync(values);
      form.resetFields();
      toastSuccess(MESSAGES.passwordChanged);
    } catch (error) {
      if (isApiError(error) && error.status >= 500) return;
      const details =
        isApiError(error) && error.errors?.length ? error.errors.map((e) => e.message) : [errorMessage(error)];
      setFailure(`${MESSAGES.passwordNotChanged}: ${[...new Set(details)].join(' ')}`);
    }
  }

  return (
    <SettingsCard title="Change password">
      <Form<ChangePasswordInput> form={form} layout="vertical" onFinish={handleFinish} style={{ maxWidth: 420 }}>
        {failure && <InlineMessage type="error">{failure}</InlineMessage>}
        <Form.Item
          label="Current password"
          name="currentPassword"
          rules={[{ required: true, message: MESSAGES.currentPasswordRequired }]}
        >
          <Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label="New password"
          name="newPassword"
          rules={[
            { required: true, message: MESSAGES.changePasswordRule },
            {
              validator: (_, value: string | undefined) =>
                !value || meetsChangePasswordRule(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(MESSAGES.changePasswordRule)),
            },
          ]}
        >
          <Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Retype new password"
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: MESSAGES.passwordsDoNotMatch },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || getFieldValue('newPassword') === value
                  ? Promise.resolve()
                  : Promise.reject(new Error(MESSAGES.passwordsDoNotMatch)),
            }),
          ]}
        >
          <Password autoComplete="new-password" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          disabled={change.isPending}
          icon={change.isPending ? <LoadingOutlined /> : undefined}
        >
          Change password
        </Button>
      </Form>
    </SettingsCard>
  );
}

/**
 * The two-factor switch: on sends a code by mail at the next sign-in. Turning it off asks for the
 * password first (issue 28: a session alone may not remove the second factor).
 */
export function TwoFactorCard() {
  const settings = useAccountSettings();
  const update = useUpdateAccountSettings();
  const [confirmOff, setConfirmOff] = useState(false);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  async function handleChange(enabled: boolean) {
    if (!enabled) {
      setPassword('');
      setFailure(null);
      setConfirmOff(true);
      return;
    }
    try {
      await update.mutateAsync({ enableTFA: true });
      toastSuccess(MESSAGES.tfaEnabled);
    } catch {
      toastError(MESSAGES.tfaError);
    }
  }

  async function turnOff() {
    setFailure(null);
    try {
      await update.mutateAsync({ enableTFA: false, currentPassword: password });
      setConfirmOff(false);
      toastError(MESSAGES.tfaDisabled);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <SettingsCard
      title="Two-factor authentication"
      loading={settings.isPending}
      error={settings.isError ? errorMessage(settings.error) : null}
      onRetry={() => void settings.refetch()}
    >
      <div className={styles.toggleRow}>
        <label htmlFor="tfa-switch">Ask for a verification code sent by email when I sign in</label>
        <Switch
          id="tfa-switch"
          checked={settings.data?.enableTfa ?? false}
          loading={update.isPending}
          onChange={(checked) => void handleChange(checked)}
        />
      </div>
      <Modal
        open={confirmOff}
        title="Turn two-factor authentication off"
        okText="Turn off"
        okButtonProps={{ danger: true, disabled: !password, loading: update.isPending }}
        onOk={() => void turnOff()}
        onCancel={() => setConfirmOff(false)}
        destroyOnHidden
      >
        <Form layout="vertical" onFinish={() => void turnOff()}>
          <Form.Item label="Password" required>
            <Password
              autoFocus
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-label="Password"
            />
          </Form.Item>
          {failure && <InlineMessage type="error">{failure}</InlineMessage>}
        </Form>
      </Modal>
    </SettingsCard>
  );
}
