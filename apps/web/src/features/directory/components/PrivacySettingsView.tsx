/**
 * Profile visibility (spec 03 §2 /settings/profile-visibility, §3 Privacy settings, §4: read-only
 * until Edit, then Save or Cancel; §7 GET and POST /api/user/privacy; issue 16): the seven settings
 * as switches. The server applies them to every answer that shows this member to others.
 */
import { LoadingOutlined } from '@ant-design/icons';
import { PRIVACY_KEYS, type PrivacySettings } from '@portal/shared';
import { Button, Card, Skeleton, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { InlineMessage } from '../../../components/InlineMessage';
import { errorMessage } from '../../../lib/errors';
import { notifyError, toastSuccess } from '../../../lib/feedback';
import { usePrivacy, useSavePrivacy } from '../api/directory';
import { DIRECTORY_TEXT as TEXT, PRIVACY_LABELS } from '../constants';
import styles from './directory.module.css';

/** The privacy settings page body. */
export function PrivacySettingsView() {
  const privacy = usePrivacy();
  const save = useSavePrivacy();
  const [draft, setDraft] = useState<PrivacySettings | null>(null);
  if (privacy.isPending) return <Skeleton active paragraph={{ rows: 7 }} />;
  if (privacy.isError) return <InlineMessage type="error">{errorMessage(privacy.error)}</InlineMessage>;
  const values = draft ?? privacy.data;
  const editing = draft !== null;

  const submit = () => {
    if (!draft) return;
    save.mutate(draft, {
      onSuccess: () => {
        toastSuccess(TEXT.privacySaved);
        setDraft(null);
      },
      onError: (error) =>
        notifyError({ title: TEXT.privacyFailed, description: errorMessage(error), durationSeconds: 3.5 }),
    });
  };

  return (
    <Card>
      <Typography.Paragraph>{TEXT.privacyIntro}</Typography.Paragraph>
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend className={styles.sectionTitle}>{TEXT.privacyTitle}</legend>
        {PRIVACY_KEYS.map((key) => (
          <div key={key} className={styles.switchRow}>
            <label htmlFor={`privacy-${key}`}>{PRIVACY_LABELS[key]}</label>
            <Switch
              id={`privacy-${key}`}
              checked={values[key]}
              disabled={!editing || save.isPending}
              onChange={(checked) => setDraft({ ...values, [key]: checked })}
            />
          </div>
        ))}
      </fieldset>
      <Space wrap style={{ marginTop: 16 }}>
        {editing ? (
          <>
            <Button
              type="primary"
              onClick={submit}
              disabled={save.isPending}
              icon={save.isPending ? <LoadingOutlined /> : undefined}
            >
              {TEXT.save}
            </Button>
            <Button onClick={() => setDraft(null)} disabled={save.isPending}>
              {TEXT.cancel}
            </Button>
          </>
        ) : (
          <Button onClick={() => setDraft({ ...privacy.data })}>{TEXT.edit}</Button>
        )}
      </Space>
    </Card>
  );
}
