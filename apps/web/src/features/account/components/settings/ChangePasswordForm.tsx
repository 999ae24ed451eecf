/**
 * Change password and the two-factor toggle (spec 01 §2 Account settings screens "Security:
 * two-factor toggle is part of account settings", §5 Change password, §8; issue 14).
 * POST api/v1/account/change-password; GET/PUT api/v1/account/settings.
 */
import { LoadingOutlined } from '@ant-design/icons';
import { type ChangePasswordInput, MESSAGES, meetsChangePasswordRule } from '@portal/shared';
import { Button, Form, Switch } from 'antd';
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

/** The two-factor switch: on sends a code by mail at the next sign-in. */
export function TwoFactorCard() {
  const settings = useAccountSettings();
  const update = useUpdateAccountSettings();

  async function handleChange(enabled: boolean) {
    try {
      await update.mutateAsync({ enableTFA: enabled });
      if (enabled) toastSuccess(MESSAGES.tfaEnabled);
      else toastError(MESSAGES.tfaDisabled);
    } catch {
      toastError(MESSAGES.tfaError);
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
    </SettingsCard>
  );
}
