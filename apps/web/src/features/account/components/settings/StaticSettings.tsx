/**
 * The static settings screens (spec 01 §2 Account settings screens; issue 14): Privacy (radio
 * options Everyone, Members, Connections, Only me; no saving shown) and Profile details (Save is a
 * no-op).
 */
import { Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { SettingsCard } from './SettingsCard';
import styles from './settings.module.css';

const AUDIENCES = ['Everyone', 'Members', 'Connections', 'Only me'] as const;
const PRIVACY_ITEMS = ['Who can see my profile', 'Who can see my email address', 'Who can see my phone number'];

/** Privacy: static radio groups; the choice is not saved (spec 01 §2). */
export function PrivacySettings() {
  return (
    <SettingsCard title="Privacy">
      <p className={styles.hint}>These choices are shown for preview only and are not saved yet.</p>
      {PRIVACY_ITEMS.map((item) => (
        <fieldset key={item} style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
          <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 8 }}>{item}</legend>
          <Radio.Group defaultValue="Members" options={AUDIENCES.map((a) => ({ value: a, label: a }))} />
        </fieldset>
      ))}
    </SettingsCard>
  );
}

/** Profile details: Save does nothing (spec 01 §2 "Profile details: Save is a no-op"). */
export function ProfileDetailsSettings() {
  const [note, setNote] = useState(false);
  return (
    <SettingsCard title="Profile details">
      <Form layout="vertical" onFinish={() => setNote(true)} style={{ maxWidth: 640 }}>
        <Form.Item label="Headline" name="headline">
          <Input maxLength={120} placeholder="Occupational therapist, paediatrics" />
        </Form.Item>
        <Form.Item label="About me" name="about">
          <Input.TextArea rows={5} maxLength={600} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Save
        </Button>
        {note && (
          <p className={styles.hint} role="status" style={{ marginTop: 12 }}>
            Profile details are not saved yet.
          </p>
        )}
      </Form>
    </SettingsCard>
  );
}
