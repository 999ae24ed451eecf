/**
 * The email delivery choice (issue 17): right away, daily digest (default), weekly digest or no
 * emails. A self-contained control: the notification centre shows it in its footer; the lead may
 * place it on the notification settings screen too. Saves on change ("Notification settings have
 * been updated", or the spec's failure text).
 */
import { MAIL_FREQUENCIES, MAIL_FREQUENCY_LABELS, type MailFrequency } from '@portal/shared';
import { Select, Skeleton, theme } from 'antd';
import { useId } from 'react';
import { toastError, toastSuccess } from '../../../lib/feedback';
import { useMailSettings, useSaveMailFrequency } from '../api/mail-settings';

/** Texts of spec 01 §8 (notification settings). */
const SAVED = 'Notification settings have been updated';
const FAILED = 'Failed to save user notification preferences';

/** Label and select of the delivery choice. */
export function EmailDeliveryChoice({ enabled = true }: { enabled?: boolean }) {
  const { token } = theme.useToken();
  const id = useId();
  const settings = useMailSettings(enabled);
  const save = useSaveMailFrequency();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <label htmlFor={id} style={{ color: token.colorTextSecondary, fontSize: 13 }}>
        Email me
      </label>
      {settings.isPending ? (
        <Skeleton.Input active size="small" />
      ) : (
        <Select<MailFrequency>
          id={id}
          size="small"
          style={{ minWidth: 150 }}
          value={settings.data?.frequency}
          disabled={save.isPending || settings.isError}
          options={MAIL_FREQUENCIES.map((f) => ({ value: f, label: MAIL_FREQUENCY_LABELS[f] }))}
          onChange={(f) =>
            save.mutate(f, {
              onSuccess: () => toastSuccess(SAVED),
              onError: () => toastError(FAILED),
            })
          }
        />
      )}
    </div>
  );
}
