/**
 * Create and edit a meeting (spec 02 §5 Meeting): title (required, 300), description (required,
 * 2000), date (not before today), From and To (HH:mm; not in the past today; To after From), RSVP
 * deadline (optional, YYYY-MM-DD HH:mm, not after the start; a button sets it to the start), meeting
 * link (required, http(s) with a domain), meeting id and password (optional), privacy (required,
 * locked on edit), up to 5 files; on edit, one-time "Send push notification" and "Publish to
 * dashboard" (disabled once done, and publish for private meetings). Blank fields are not sent.
 */
import { LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import {
  COMMUNITY_IMAGE_EXTENSIONS,
  COMMUNITY_UPLOAD_EXTENSIONS,
  MEETING_LIMITS,
  MEETING_LINK_PATTERN,
  MEETING_MESSAGES,
  type Meeting,
} from '@portal/shared';
import { Button, Checkbox, DatePicker, Form, Input, Modal, Radio, TimePicker, Upload, type UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../../lib/errors';
import { toastError, toastSuccess } from '../../../../lib/feedback';
import { useSaveMeeting } from '../api/meetings';
import { PRIVACY_LABELS } from '../utils/meeting-format';

interface Values {
  name: string;
  description: string;
  date: Dayjs;
  from: Dayjs;
  to: Dayjs;
  rsvpDate?: Dayjs | null;
  meetingLink: string;
  meetingId?: string;
  meetingPassword?: string;
  visible: number;
  sendNotification?: boolean;
  toDashBoard?: boolean;
}

/** The instant of a day at a time of day (local time). */
const at = (date: Dayjs, time: Dayjs) => date.hour(time.hour()).minute(time.minute()).second(0).millisecond(0);

/** The form data of the values (blank fields skipped, spec 02 §5). */
export function meetingFormData(
  v: Values,
  files: File[],
  deletedAssetIds: number[],
  editing?: Meeting,
  image?: File,
): FormData {
  const form = new FormData();
  const start = at(v.date, v.from);
  const end = at(v.date, v.to);
  const put = (k: string, value: string | undefined | null) => {
    if (value && value.trim() !== '') form.append(k, value);
  };
  put('name', v.name);
  put('description', v.description);
  put('meetingLink', v.meetingLink);
  put('meetingId', v.meetingId);
  put('meetingPassword', v.meetingPassword);
  put('startDate', start.toISOString());
  put('duration', String(Math.round(end.diff(start, 'minute', true))));
  put('rsvpDate', v.rsvpDate ? v.rsvpDate.second(0).millisecond(0).toISOString() : undefined);
  put('visible', String(editing?.visible ?? v.visible));
  if (v.sendNotification && !editing?.sendNotification) form.append('sendNotification', 'true');
  if (v.toDashBoard && !editing?.toDashBoard) form.append('toDashBoard', 'true');
  if (deletedAssetIds.length) form.append('deletedAssetIds', deletedAssetIds.join(','));
  for (const f of files) form.append('files', f);
  if (image) form.append('imageFile', image);
  return form;
}

export interface MeetingFormModalProps {
  communityId: number;
  open: boolean;
  meeting?: Meeting;
  onClose: () => void;
  onSaved: (meeting: Meeting, created: boolean) => void;
}

/** The dialog. */
export function MeetingFormModal({ communityId, open, meeting, onClose, onSaved }: MeetingFormModalProps) {
  const [form] = Form.useForm<Values>();
  const save = useSaveMeeting(communityId);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [deleted, setDeleted] = useState<number[]>([]);
  const [image, setImage] = useState<UploadFile[]>([]);
  const visible = Form.useWatch('visible', form);

  useEffect(() => {
    if (!open) return;
    setFiles([]);
    setDeleted([]);
    setImage([]);
    form.resetFields();
    if (meeting) {
      const start = dayjs(meeting.startDate);
      form.setFieldsValue({
        name: meeting.name,
        description: meeting.description,
        date: start,
        from: start,
        to: dayjs(meeting.endDate),
        rsvpDate: meeting.rsvpDate ? dayjs(meeting.rsvpDate) : null,
        meetingLink: meeting.meetingLink,
        meetingId: meeting.meetingId ?? undefined,
        meetingPassword: meeting.meetingPassword ?? undefined,
        visible: meeting.visible,
        sendNotification: meeting.sendNotification,
        toDashBoard: meeting.toDashBoard,
      });
    }
  }, [open, meeting, form]);

  const existing = (meeting?.assets ?? []).filter((a) => !deleted.includes(a.id));
  const slots = MEETING_LIMITS.assetsMax - existing.length;

  async function submit() {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows the messages; a rejected click handler would go unhandled
    }
    const data = meetingFormData(
      values,
      files.map((f) => f.originFileObj as File).filter(Boolean),
      deleted,
      meeting,
      image[0]?.originFileObj as File | undefined,
    );
    save.mutate(
      { id: meeting?.id, form: data },
      {
        onSuccess: (saved) => {
          toastSuccess(meeting ? MEETING_MESSAGES.saved : MEETING_MESSAGES.created);
          onSaved(saved, !meeting);
        },
        onError: (error) =>
          toastError(`${meeting ? MEETING_MESSAGES.editFailed : MEETING_MESSAGES.createFailed} ${errorMessage(error)}`),
      },
    );
  }

  const startOf = () => {
    const { date, from } = form.getFieldsValue(['date', 'from']);
    return date && from ? at(date, from) : null;
  };

  return (
    <Modal
      open={open}
      title={meeting ? 'Edit meeting' : 'Create meeting'}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="save"
          type="primary"
          onClick={submit}
          disabled={save.isPending}
          icon={save.isPending ? <LoadingOutlined /> : undefined}
        >
          {meeting ? 'Save' : 'Create'}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" requiredMark initialValues={{ visible: 2 }}>
        <Form.Item
          name="name"
          label="Meeting title"
          rules={[
            { required: true, whitespace: true, message: MEETING_MESSAGES.nameRequired },
            { max: MEETING_LIMITS.nameMax, message: MEETING_MESSAGES.nameTooLong },
          ]}
        >
          <Input maxLength={MEETING_LIMITS.nameMax} showCount />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          rules={[
            { required: true, whitespace: true, message: MEETING_MESSAGES.descriptionRequired },
            { max: MEETING_LIMITS.descriptionMax, message: MEETING_MESSAGES.descriptionTooLong },
          ]}
        >
          <Input.TextArea rows={4} maxLength={MEETING_LIMITS.descriptionMax} showCount />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Form.Item
            name="date"
            label="Date"
            style={{ flex: '1 1 180px' }}
            rules={[{ required: true, message: MEETING_MESSAGES.dateRequired }]}
          >
            <DatePicker
              style={{ width: '100%' }}
              format="YYYY-MM-DD"
              disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
            />
          </Form.Item>
          <Form.Item
            name="from"
            label="From"
            style={{ flex: '1 1 120px' }}
            dependencies={['date']}
            rules={[
              { required: true, message: 'Please select a start time' },
              {
                validator: async () => {
                  const start = startOf();
                  if (start && (!meeting || !start.isSame(dayjs(meeting.startDate))) && start.isBefore(dayjs()))
                    throw new Error(MEETING_MESSAGES.timeInPast);
                },
              },
            ]}
          >
            <TimePicker style={{ width: '100%' }} format="HH:mm" minuteStep={5} needConfirm={false} />
          </Form.Item>
          <Form.Item
            name="to"
            label="To"
            style={{ flex: '1 1 120px' }}
            dependencies={['from']}
            rules={[
              { required: true, message: 'Please select an end time' },
              ({ getFieldValue }) => ({
                validator: async (_, to: Dayjs | undefined) => {
                  const from: Dayjs | undefined = getFieldValue('from');
                  if (from && to && to.hour() * 60 + to.minute() <= from.hour() * 60 + from.minute())
                    throw new Error(MEETING_MESSAGES.endBeforeStart);
                },
              }),
            ]}
          >
            <TimePicker style={{ width: '100%' }} format="HH:mm" minuteStep={5} needConfirm={false} />
          </Form.Item>
        </div>
        <Form.Item label="RSVP deadline (optional)" style={{ marginBottom: 0 }}>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Form.Item
              name="rsvpDate"
              noStyle
              dependencies={['date', 'from']}
              rules={[
                {
                  validator: async (_, v: Dayjs | null | undefined) => {
                    const start = startOf();
                    if (v && start && v.isAfter(start)) throw new Error(MEETING_MESSAGES.rsvpAfterStart);
                  },
                },
              ]}
            >
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                aria-label="RSVP deadline"
                style={{ flex: '1 1 200px' }}
              />
            </Form.Item>
            <Button onClick={() => form.setFieldValue('rsvpDate', startOf())}>Set to meeting start</Button>
          </div>
          <Form.Item shouldUpdate noStyle>
            {() => {
              const err = form.getFieldError('rsvpDate')[0];
              return err ? <div style={{ color: 'var(--ant-color-error)' }}>{err}</div> : null;
            }}
          </Form.Item>
        </Form.Item>
        <Form.Item
          name="meetingLink"
          label="Meeting link"
          style={{ marginTop: 16 }}
          rules={[
            { required: true, whitespace: true, message: MEETING_MESSAGES.linkRequired },
            { pattern: MEETING_LINK_PATTERN, message: MEETING_MESSAGES.linkInvalid },
          ]}
        >
          <Input placeholder="https://" inputMode="url" />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Form.Item name="meetingId" label="Meeting ID (optional)" style={{ flex: '1 1 200px' }}>
            <Input maxLength={MEETING_LIMITS.codeMax} />
          </Form.Item>
          <Form.Item name="meetingPassword" label="Password (optional)" style={{ flex: '1 1 200px' }}>
            <Input maxLength={MEETING_LIMITS.codeMax} />
          </Form.Item>
        </div>
        <Form.Item
          name="visible"
          label="Privacy"
          rules={[{ required: true, message: MEETING_MESSAGES.privacyRequired }]}
          extra={meeting ? 'The privacy of a meeting cannot be changed.' : undefined}
        >
          <Radio.Group disabled={!!meeting} options={[1, 2, 3].map((v) => ({ value: v, label: PRIVACY_LABELS[v] }))} />
        </Form.Item>
        <Form.Item
          label="Image (optional; png or jpeg)"
          extra={meeting?.imageUrl ? 'A new image replaces the current one.' : undefined}
        >
          <Upload
            maxCount={1}
            fileList={image}
            beforeUpload={() => false}
            accept={COMMUNITY_IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',')}
            onChange={({ fileList }) => setImage(fileList.slice(-1))}
          >
            <Button icon={<UploadOutlined />}>Choose image</Button>
          </Upload>
        </Form.Item>
        <Form.Item label={`Files (up to ${MEETING_LIMITS.assetsMax})`}>
          {existing.map((a) => (
            <div key={a.id} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <span style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{a.fileName}</span>
              <Button size="small" onClick={() => setDeleted((d) => [...d, a.id])} aria-label={`Remove ${a.fileName}`}>
                Remove
              </Button>
            </div>
          ))}
          <Upload
            multiple
            fileList={files}
            beforeUpload={() => false}
            accept={COMMUNITY_UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')}
            onChange={({ fileList }) => {
              if (fileList.length > slots) toastError(MEETING_MESSAGES.tooManyAssets);
              setFiles(fileList.slice(0, Math.max(slots, 0)));
            }}
          >
            <Button icon={<UploadOutlined />} disabled={slots <= 0}>
              Add files
            </Button>
          </Upload>
        </Form.Item>
        <Form.Item name="sendNotification" valuePropName="checked" style={{ marginBottom: 4 }}>
          <Checkbox disabled={!!meeting?.sendNotification}>Send push notification (once; cannot be undone)</Checkbox>
        </Form.Item>
        <Form.Item name="toDashBoard" valuePropName="checked">
          <Checkbox disabled={!!meeting?.toDashBoard || visible === 3}>
            Publish to dashboard (once; cannot be undone)
          </Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
