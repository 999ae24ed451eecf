/**
 * Account details, workflow style (spec 01 §1, §3 Workflow profile; issue 14): the form fields the
 * server answers (First Name, Last Name, Title, Email, Mobile) in view mode, then Edit, Cancel and
 * Save; Save posts `workflowFormFields` of {Id, EntityId, Value}. The email is shown read only.
 */
import { LoadingOutlined } from '@ant-design/icons';
import { MESSAGES, type WorkflowFormField } from '@portal/shared';
import { Button, Descriptions, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { InlineMessage } from '../../../../components/InlineMessage';
import { errorMessage } from '../../../../lib/errors';
import { toastSuccess } from '../../../../lib/feedback';
import { useSaveWorkflowForm, useWorkflowForm } from '../../api/settings';
import { AvatarUpload } from './AvatarUpload';
import { applySaveError } from './form-errors';
import { SettingsCard } from './SettingsCard';
import styles from './settings.module.css';

const REQUIRED: Record<string, string> = {
  'First Name': MESSAGES.firstNameRequired,
  'Last Name': MESSAGES.lastNameRequired,
};

/** The workflow account details screen. */
export function WorkflowAccountDetails() {
  const query = useWorkflowForm(true);
  const save = useSaveWorkflowForm();
  const [editing, setEditing] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [form] = Form.useForm<Record<string, string>>();
  const fields: WorkflowFormField[] = query.data?.formFields ?? [];

  async function handleFinish(values: Record<string, string>) {
    setBanner(null);
    try {
      await save.mutateAsync({
        workflowFormFields: fields.map((f) => ({ Id: f.id, EntityId: f.entityId, Value: values[f.id] ?? f.value })),
      });
      setEditing(false);
      toastSuccess('Your account details have been saved.');
    } catch (error) {
      setBanner(applySaveError(form, error));
    }
  }

  const startEditing = () => {
    form.setFieldsValue(Object.fromEntries(fields.map((f) => [f.id, f.value ?? ''])));
    setEditing(true);
  };

  return (
    <SettingsCard
      title="Account details"
      extra={!editing && query.data && <Button onClick={startEditing}>Edit</Button>}
      loading={query.isPending}
      error={query.isError ? errorMessage(query.error) : null}
      onRetry={() => void query.refetch()}
    >
      {!editing && (
        <div style={{ marginBottom: 16 }}>
          <AvatarUpload />
        </div>
      )}
      {!editing && (
        <Descriptions column={1} size="small" bordered>
          {fields.map((f) => (
            <Descriptions.Item key={f.id} label={f.fieldLabel}>
              {f.value}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      {editing && (
        <Form form={form} layout="vertical" onFinish={handleFinish}>
          {banner && <InlineMessage type="error">{banner}</InlineMessage>}
          <div className={styles.grid}>
            {fields.map((f) => (
              <Form.Item
                key={f.id}
                label={f.fieldLabel}
                name={f.id}
                rules={
                  REQUIRED[f.fieldLabel] ? [{ required: true, whitespace: true, message: REQUIRED[f.fieldLabel] }] : []
                }
              >
                <Input readOnly={f.fieldLabel === 'Email'} maxLength={f.fieldLabel === 'Email' ? 254 : 100} />
              </Form.Item>
            ))}
          </div>
          <Space>
            <Button onClick={() => setEditing(false)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button
              type="primary"
              htmlType="submit"
              disabled={save.isPending}
              icon={save.isPending ? <LoadingOutlined /> : undefined}
            >
              Save
            </Button>
          </Space>
        </Form>
      )}
    </SettingsCard>
  );
}
