/**
 * Notification settings (spec 01 §2 Account settings screens, §3 User settings, §4, §8; issue 14):
 * the three preferences (New posts in communities, Comments on your posts, Replies to your
 * comments) as toggles, disabled in view mode; Edit shows Cancel (restores the last saved values)
 * and Save (PUT notification-settings, then view mode). Toggles default off.
 */
import { LoadingOutlined } from '@ant-design/icons';
import { LIMITS, MESSAGES, NOTIFICATION_PREFERENCES } from '@portal/shared';
import { Button, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../../lib/errors';
import { notifyError, toastSuccess } from '../../../../lib/feedback';
import { useNotificationSettings, useSaveNotificationSettings } from '../../api/settings';
import { SettingsCard } from './SettingsCard';
import styles from './settings.module.css';

/** The chosen activity types after toggling `type` on or off (ascending, no duplicates). */
export function toggleActivityType(selected: readonly number[], type: number, on: boolean): number[] {
  const next = new Set(selected);
  if (on) next.add(type);
  else next.delete(type);
  return [...next].sort((a, b) => a - b);
}

/** The notification settings screen. */
export function NotificationSettings() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const saved = settings.data?.notificationActivityTypes;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<number[]>([]);

  useEffect(() => {
    if (settings.isError)
      notifyError({
        title: MESSAGES.notificationSettingsFetchFailed,
        description: errorMessage(settings.error),
        durationSeconds: LIMITS.settingsToastMs / 1000,
      });
  }, [settings.isError, settings.error]);

  const shown = editing ? draft : (saved ?? []);

  async function handleSave() {
    try {
      await save.mutateAsync(draft);
      setEditing(false);
      toastSuccess(MESSAGES.notificationSettingsSaved);
    } catch (error) {
      notifyError({
        title: MESSAGES.notificationSettingsSaveFailed,
        description: errorMessage(error),
        durationSeconds: LIMITS.settingsToastMs / 1000,
      });
    }
  }

  const actions = editing ? (
    <div className={styles.actions}>
      <Button onClick={() => setEditing(false)} disabled={save.isPending}>
        Cancel
      </Button>
      <Button
        type="primary"
        onClick={() => void handleSave()}
        disabled={save.isPending}
        icon={save.isPending ? <LoadingOutlined /> : undefined}
      >
        Save
      </Button>
    </div>
  ) : (
    saved && (
      <Button
        onClick={() => {
          setDraft(saved);
          setEditing(true);
        }}
      >
        Edit
      </Button>
    )
  );

  return (
    <SettingsCard
      title="Notification settings"
      extra={actions}
      loading={settings.isPending}
      error={settings.isError ? MESSAGES.notificationSettingsFetchFailed : null}
      onRetry={() => void settings.refetch()}
    >
      <p className={styles.hint}>Choose which community activity you are notified about.</p>
      {NOTIFICATION_PREFERENCES.map((pref) => (
        <div key={pref.key} className={styles.toggleRow}>
          <label htmlFor={`pref-${pref.key}`}>{pref.label}</label>
          <Switch
            id={`pref-${pref.key}`}
            checked={shown.includes(pref.activityType)}
            disabled={!editing}
            onChange={(on) => setDraft((d) => toggleActivityType(d, pref.activityType, on))}
          />
        </div>
      ))}
    </SettingsCard>
  );
}
