/**
 * This portal's own create and edit page of an outside CPD record (spec 03 §7 GET api/cpd/new;
 * issue 16): title, category, presenter, domain, hours in 0.25 steps, interactive, completed date
 * (Sydney, not in the future), reflection, evidence (PDF, JPG or PNG, up to 10 MB each, at most 5).
 * Bad input shows the shared messages; the server checks them again (and the type from the bytes).
 */
import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { CPD_CATEGORIES, CPD_DOMAINS, CPD_LIMITS, CPD_MESSAGES, type CpdRecord } from '@portal/shared';
import { Button, Card, Checkbox, Form, Input, InputNumber, Select, Skeleton, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { InlineMessage } from '../../../components/InlineMessage';
import { errorMessage } from '../../../lib/errors';
import { formatFileSize } from '../../../lib/format';
import { type RecordFormValues, useCpdRecord, useSaveCpdRecord } from '../api/cpd';
import { CPD_PATHS, CPD_TEXT } from '../constants';
import { evidenceProblem, sydneyToday } from '../utils/cpd-format';
import { CpdHeading } from './CpdLayout';
import styles from './cpd.module.css';

type FormFields = Omit<RecordFormValues, 'files' | 'removeAttachmentIds'>;

function RecordForm({ record }: { record?: CpdRecord }) {
  const navigate = useNavigate();
  const save = useSaveCpdRecord(record?.cpdId);
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const kept = record?.attachments.filter((a) => !removed.includes(a.id)) ?? [];
  const today = sydneyToday();

  const onFinish = (values: FormFields) => {
    if (kept.length + files.length > CPD_LIMITS.maxEvidenceFiles) {
      setFileError(CPD_MESSAGES.evidenceTooMany);
      return;
    }
    save.mutate(
      {
        ...values,
        hours: Number(values.hours),
        interactive: !!values.interactive,
        files,
        removeAttachmentIds: removed,
      },
      { onSuccess: () => navigate(CPD_PATHS.tracker) },
    );
  };

  return (
    <Card>
      <Form<FormFields>
        layout="vertical"
        onFinish={onFinish}
        initialValues={{
          title: record?.title ?? '',
          categoryName: record?.categoryName,
          presenter: record?.presenter ?? '',
          domain: record?.domain ?? undefined,
          hours: record?.hours,
          interactive: record?.interactive ?? false,
          reflection: record?.reflection ?? '',
          completedDate: record?.completedDate ?? today,
        }}
        requiredMark
      >
        <Form.Item
          name="title"
          label="Title"
          rules={[{ required: true, whitespace: true, message: CPD_MESSAGES.titleRequired }]}
        >
          <Input maxLength={CPD_LIMITS.titleMax} />
        </Form.Item>
        <Form.Item
          name="categoryName"
          label="Category"
          rules={[{ required: true, message: CPD_MESSAGES.categoryRequired }]}
        >
          <Select options={CPD_CATEGORIES.map((c) => ({ value: c, label: c }))} placeholder="Select a category" />
        </Form.Item>
        <Form.Item name="domain" label="Domain">
          <Select allowClear options={CPD_DOMAINS.map((c) => ({ value: c, label: c }))} placeholder="Select a domain" />
        </Form.Item>
        <Form.Item name="presenter" label="Presenter">
          <Input maxLength={CPD_LIMITS.presenterMax} />
        </Form.Item>
        <Form.Item
          name="hours"
          label="Hours"
          extra="In steps of 0.25"
          rules={[
            {
              validator: (_, v) => {
                const n = Number(v);
                if (v === undefined || v === null || v === '' || !(n > 0) || Math.abs(n * 4 - Math.round(n * 4)) > 1e-9)
                  return Promise.reject(new Error(CPD_MESSAGES.hoursInvalid));
                if (n > CPD_LIMITS.maxHours) return Promise.reject(new Error(CPD_MESSAGES.hoursTooMany));
                return Promise.resolve();
              },
            },
          ]}
        >
          <InputNumber step={0.25} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="interactive" valuePropName="checked">
          <Checkbox>Interactive (with other practitioners)</Checkbox>
        </Form.Item>
        <Form.Item
          name="completedDate"
          label="Completed date"
          rules={[
            { required: true, message: CPD_MESSAGES.dateRequired },
            {
              validator: (_, v) =>
                v && v > today ? Promise.reject(new Error(CPD_MESSAGES.dateInFuture)) : Promise.resolve(),
            },
          ]}
        >
          <Input type="date" max={today} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="reflection" label="Reflection" extra="How did this activity change your practice?">
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={CPD_LIMITS.reflectionMax} />
        </Form.Item>
        <Form.Item label={CPD_TEXT.evidence} extra={CPD_TEXT.evidenceHelp}>
          {kept.length > 0 && (
            <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 8px' }}>
              {kept.map((a) => (
                <li key={a.id}>
                  {a.name} ({formatFileSize(a.size)}){' '}
                  <Button
                    type="text"
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={`Remove ${a.name}`}
                    onClick={() => setRemoved((r) => [...r, a.id])}
                  />
                </li>
              ))}
            </ul>
          )}
          <Upload
            multiple
            accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
            fileList={files.map(
              (f, i) => ({ uid: String(i), name: f.name, size: f.size, status: 'done' }) as UploadFile,
            )}
            beforeUpload={(file) => {
              const problem = evidenceProblem(file);
              setFileError(problem);
              if (!problem) setFiles((fs) => [...fs, file]);
              return false;
            }}
            onRemove={(f) => setFiles((fs) => fs.filter((_, i) => String(i) !== f.uid))}
          >
            <Button icon={<UploadOutlined />}>Attach evidence</Button>
          </Upload>
          {fileError && <InlineMessage type="error">{fileError}</InlineMessage>}
        </Form.Item>
        {save.isError && <InlineMessage type="error">{errorMessage(save.error)}</InlineMessage>}
        <div className={styles.actions}>
          <Button
            type="primary"
            htmlType="submit"
            disabled={save.isPending}
            icon={save.isPending ? <LoadingOutlined /> : undefined}
          >
            {CPD_TEXT.save}
          </Button>
          <Button onClick={() => navigate(CPD_PATHS.tracker)}>{CPD_TEXT.cancel}</Button>
        </div>
      </Form>
    </Card>
  );
}

/** /cpd/records/new and /cpd/records/{id}/edit. */
export function RecordFormView({ id }: { id?: number }) {
  const record = useCpdRecord(id);
  const title = id ? CPD_TEXT.editRecordTitle : CPD_TEXT.newRecordTitle;
  return (
    <>
      <CpdHeading title={title} />
      {!id ? (
        <RecordForm />
      ) : record.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : record.isError ? (
        <InlineMessage type="error">{CPD_MESSAGES.notFound}</InlineMessage>
      ) : record.data.editUrl ? (
        <RecordForm record={record.data} />
      ) : (
        <InlineMessage type="error">{CPD_MESSAGES.eventRecordReadOnly}</InlineMessage>
      )}
    </>
  );
}
