/**
 * Create / edit announcement dialog (spec 02 §2, §5): title, description, link (http(s) pattern),
 * a date range starting today or later (an edit may keep a start that has passed), and segments
 * searched from 3 characters (none: for everyone). Sends the whole announcement with its isActive.
 */
import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_LINK_PATTERN,
  type Announcement,
  type AnnouncementInputBody,
} from '@portal/shared';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { toastError, toastSuccess } from '../../../lib/feedback';
import { useSegmentCategories } from '../../../data';
import { useSaveAnnouncement } from '../api/announcements';
import { MESSAGES, TEXT } from '../constants';

interface Values {
  title: string;
  description: string;
  link?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
  segmentIds?: number[];
}

/** The dialog; `announcement` undefined creates a new one. */
export function AnnouncementDialog({
  open,
  announcement,
  onClose,
}: {
  open: boolean;
  announcement?: Announcement;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveAnnouncement();
  const segments = useSegmentCategories();
  const [search, setSearch] = useState('');
  const today = dayjs().startOf('day');
  const storedStart = announcement ? dayjs(announcement.startDate) : null;

  const selected = Form.useWatch('segmentIds', form) ?? [];
  const options = useMemo(() => {
    const q = search.trim().toLowerCase();
    const keep = new Set(selected);
    return (segments.data ?? [])
      .map((c) => ({
        label: c.categoryName,
        title: c.categoryName,
        options: c.segments
          .filter(
            (s) =>
              keep.has(s.segmentId) ||
              (q.length >= ANNOUNCEMENT_LIMITS.segmentSearchMinChars && s.segmentName.toLowerCase().includes(q)),
          )
          .map((s) => ({ label: s.segmentName, value: s.segmentId })),
      }))
      .filter((c) => c.options.length > 0);
  }, [segments.data, search, selected]);

  const handleFinish = async (v: Values) => {
    const [start, end] = v.dates ?? [];
    if (!start || !end) return;
    const body: AnnouncementInputBody = {
      title: v.title,
      description: v.description,
      link: v.link?.trim() || null,
      isActive: announcement?.isActive ?? false,
      startDate: start.format('YYYY-MM-DD'),
      endDate: end.format('YYYY-MM-DD'),
      segmentIds: v.segmentIds ?? [],
    };
    try {
      await save.mutateAsync({ id: announcement?.id, body });
      toastSuccess(MESSAGES.saved);
      onClose();
    } catch (error) {
      toastError(`${MESSAGES.createFailed} ${errorMessage(error)}`);
    }
  };

  return (
    <Modal
      open={open}
      title={announcement ? TEXT.edit : TEXT.create}
      okText={TEXT.save}
      cancelText={TEXT.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={560}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        requiredMark="optional"
        onFinish={handleFinish}
        initialValues={
          announcement
            ? {
                title: announcement.title,
                description: announcement.description,
                link: announcement.link ?? '',
                dates: [dayjs(announcement.startDate), dayjs(announcement.endDate)],
                segmentIds: announcement.segmentIds,
              }
            : { segmentIds: [] }
        }
      >
        <Form.Item
          name="title"
          label={TEXT.title}
          rules={[
            { required: true, whitespace: true, message: MESSAGES.titleRequired },
            { max: ANNOUNCEMENT_LIMITS.titleMax, message: MESSAGES.titleTooLong },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="description"
          label={TEXT.description}
          rules={[
            { required: true, whitespace: true, message: MESSAGES.descriptionRequired },
            { max: ANNOUNCEMENT_LIMITS.descriptionMax, message: MESSAGES.descriptionTooLong },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
        <Form.Item
          name="link"
          label={TEXT.link}
          extra={TEXT.linkHelp}
          rules={[
            {
              validator: (_, value?: string) =>
                !value?.trim() || ANNOUNCEMENT_LINK_PATTERN.test(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(MESSAGES.linkInvalid)),
            },
          ]}
        >
          <Input inputMode="url" placeholder="https://" />
        </Form.Item>
        <Form.Item
          name="dates"
          label={TEXT.dates}
          rules={[
            {
              required: true,
              validator: (_, value?: Values['dates']) =>
                value?.[0] && value?.[1] ? Promise.resolve() : Promise.reject(new Error(MESSAGES.dateRangeRequired)),
            },
            {
              validator: (_, value?: Values['dates']) => {
                const start = value?.[0];
                const allowed = !start?.isBefore(today, 'day') || (start && storedStart?.isSame(start, 'day'));
                return allowed ? Promise.resolve() : Promise.reject(new Error(MESSAGES.startInPast));
              },
            },
          ]}
        >
          <DatePicker.RangePicker
            format="DD/MM/YYYY"
            style={{ width: '100%' }}
            disabledDate={(d) => d.isBefore(today, 'day') && !(storedStart && d.isSame(storedStart, 'day'))}
            aria-label={TEXT.dates}
            id={{ start: 'announcement-start', end: 'announcement-end' }}
          />
        </Form.Item>
        <Form.Item name="segmentIds" label={TEXT.segments} extra={TEXT.segmentsHelp}>
          <Select
            mode="multiple"
            allowClear
            showSearch
            filterOption={false}
            onSearch={setSearch}
            options={options}
            loading={segments.isPending}
            placeholder={TEXT.segmentsPlaceholder}
            notFoundContent={
              segments.isError
                ? MESSAGES.segmentsFailed
                : search.trim().length < ANNOUNCEMENT_LIMITS.segmentSearchMinChars
                  ? TEXT.typeMore
                  : TEXT.noSegments
            }
            onBlur={() => setSearch('')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
