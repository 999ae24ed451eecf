/**
 * The community form (spec 02 §5 Community; §4 Community privacy rules): one component for the
 * admin settings page and the global admin's Create community dialog (a later issue), independent
 * of both pages. It validates with the spec's messages, applies the privacy rules as the user
 * edits (private: auto-join off; public: visible on and locked; auto-join only for public and
 * visible), derives the alias from the name until the alias is edited, checks the alias on blur
 * (GET admin/community/exists-by-alias through `aliasExists`; a failed check reads as taken, spec
 * 02 §5), offers the segments of GET /api/segment/all, and hands the caller a FormData for PUT
 * admin/community/{id} or POST admin/community (alias only when changed; on edit an empty segment
 * list sends isSetSegmentIdsEmpty=true). The server applies the same rules (admin/community-form.ts).
 */
import { UploadOutlined } from '@ant-design/icons';
import {
  applyPrivacyRules,
  COMMUNITY_FORM_MESSAGES,
  COMMUNITY_IMAGE_EXTENSIONS,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  type Category,
  type PostTag,
  type SegmentCategory,
} from '@portal/shared';
import {
  Button,
  Checkbox,
  DatePicker,
  Form,
  Input,
  Radio,
  Select,
  Space,
  Switch,
  TreeSelect,
  Typography,
  Upload,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useMemo, useState } from 'react';

/** The form's values (dates as dayjs; categories and tags by id). */
export interface CommunityFormValues {
  name: string;
  alias: string;
  shortDescription: string;
  categoryIds: number[];
  tagsId: number[];
  isPublic: boolean;
  isVisible: boolean;
  isAutoJoin: boolean;
  isRequirePostApproval: boolean;
  pushToWebsite: boolean;
  aliveStartDate: Dayjs | null;
  aliveEndDate: Dayjs | null;
  /** The day the community archives itself (at least tomorrow); when archived, the day it was. */
  archivedDate?: Dayjs | null;
  segmentIds: number[];
}

export interface CommunityFormProps {
  /** 'edit' (settings: the image may stay) or 'create' (the image is required). */
  mode: 'create' | 'edit';
  initial?: Partial<CommunityFormValues>;
  /** The current image's name or null (edit mode shows it). */
  currentImage?: ReactNode;
  categories: Category[];
  tags: PostTag[];
  /** Segment categories with their segments (GET /api/segment/all); none hides the field. */
  segments?: SegmentCategory[];
  /** Whether another community uses the alias (GET admin/community/exists-by-alias); rejects when the check fails. */
  aliasExists?(alias: string): Promise<boolean>;
  readOnly?: boolean;
  submitting?: boolean;
  submitLabel?: string;
  /** Called with the multipart body when the form is valid. */
  onSubmit(form: FormData): void;
  /** Extra buttons beside Save (e.g. Archive/Unarchive). */
  extra?: ReactNode;
  /** An archived community shows the day it was archived instead of the planned archive date. */
  isArchived?: boolean;
}

/** A name as an alias: lower case, spaces and other separators to hyphens. */
export function aliasOf(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, COMMUNITY_LIMITS.aliasMax);
}

/**
 * The multipart body of form values (alias only when it changed from `initialAlias`; the planned
 * archive date only while the community is not archived).
 */
export function toFormData(
  v: CommunityFormValues,
  image: File | null,
  initialAlias?: string,
  mode: 'create' | 'edit' = initialAlias ? 'edit' : 'create',
  isArchived = false,
): FormData {
  const fd = new FormData();
  fd.set('name', v.name.trim());
  if (!initialAlias || v.alias !== initialAlias) fd.set('alias', v.alias.trim());
  fd.set('shortDescription', v.shortDescription.trim());
  for (const c of v.categoryIds) fd.append('categoryIds', String(c));
  for (const t of v.tagsId ?? []) fd.append('tagsId', String(t));
  const privacy = applyPrivacyRules({ isPublic: v.isPublic, isVisible: v.isVisible, isAutoJoin: !!v.isAutoJoin });
  fd.set('isPublic', String(privacy.isPublic));
  fd.set('isVisible', String(privacy.isVisible));
  fd.set('isAutoJoin', String(privacy.isAutoJoin));
  fd.set('isRequirePostApproval', String(!!v.isRequirePostApproval));
  fd.set('pushToWebsite', String(!!v.pushToWebsite));
  fd.set('aliveStartDate', v.aliveStartDate ? v.aliveStartDate.toISOString() : '');
  fd.set('aliveEndDate', v.aliveEndDate ? v.aliveEndDate.toISOString() : '');
  if (!isArchived) fd.set('archivedDate', v.archivedDate ? v.archivedDate.startOf('day').toISOString() : '');
  for (const s of v.segmentIds ?? []) fd.append('segmentIds', String(s));
  // The field is absent when segments are not offered: then the stored ones stay.
  if (mode === 'edit' && v.segmentIds?.length === 0) fd.set('isSetSegmentIdsEmpty', 'true');
  if (image) fd.set('imageFile', image);
  return fd;
}

type TreeNode = { value: number; title: string; checkable?: boolean; selectable?: boolean; children?: TreeNode[] };
const treeOf = (categories: Category[]): TreeNode[] =>
  categories.map((c) => ({
    value: c.id,
    title: c.name,
    // Only leaf categories are checkable (spec 02 §5).
    checkable: c.subCategories.length === 0,
    disableCheckbox: c.subCategories.length > 0,
    children: c.subCategories.map((s) => ({ value: s.id, title: s.name })),
  }));

/** The community form. */
export function CommunityForm(props: CommunityFormProps) {
  const {
    mode,
    initial,
    categories,
    tags,
    segments,
    aliasExists,
    readOnly,
    submitting,
    onSubmit,
    extra,
    currentImage,
  } = props;
  const [form] = Form.useForm<CommunityFormValues>();
  const [aliasEdited, setAliasEdited] = useState(mode === 'edit');
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const isPublic = Form.useWatch('isPublic', form) ?? initial?.isPublic ?? true;
  const isVisible = Form.useWatch('isVisible', form) ?? initial?.isVisible ?? true;
  const tree = useMemo(() => treeOf(categories), [categories]);
  const today = dayjs().startOf('day');

  const submit = (v: CommunityFormValues) => {
    if (mode === 'create' && !image) {
      setImageError(COMMUNITY_FORM_MESSAGES.imageRequired);
      return;
    }
    onSubmit(toFormData(v, image, mode === 'edit' ? initial?.alias : undefined, mode, props.isArchived));
  };

  return (
    <Form
      form={form}
      layout="vertical"
      disabled={readOnly}
      initialValues={{
        isPublic: true,
        isVisible: true,
        isAutoJoin: false,
        isRequirePostApproval: false,
        pushToWebsite: false,
        categoryIds: [],
        tagsId: [],
        segmentIds: [],
        ...initial,
      }}
      onValuesChange={(changed: Partial<CommunityFormValues>) => {
        if ('name' in changed && !aliasEdited) form.setFieldValue('alias', aliasOf(changed.name ?? ''));
        if (changed.isPublic === true) form.setFieldValue('isVisible', true);
        if (changed.isPublic === false) form.setFieldValue('isAutoJoin', false);
        if (changed.isVisible === false) form.setFieldValue('isAutoJoin', false);
      }}
      onFinish={submit}
      style={{ maxWidth: 720 }}
    >
      <Form.Item
        label="Image"
        required={mode === 'create'}
        validateStatus={imageError ? 'error' : ''}
        help={imageError}
      >
        <Space direction="vertical">
          {currentImage}
          <Upload
            accept={COMMUNITY_IMAGE_EXTENSIONS.map((x) => `.${x}`).join(',')}
            maxCount={1}
            showUploadList={false}
            beforeUpload={(file) => {
              if (file.size > COMMUNITY_LIMITS.fileMaxBytes) setImageError(COMMUNITY_MESSAGES.fileTooLarge);
              else {
                setImage(file);
                setImageError(null);
              }
              return false;
            }}
          >
            <Button icon={<UploadOutlined />}>{image ? `Image: ${image.name}` : 'Upload image'}</Button>
          </Upload>
        </Space>
      </Form.Item>
      <Form.Item
        name="name"
        label="Community name"
        rules={[
          { required: true, whitespace: true, message: COMMUNITY_FORM_MESSAGES.nameRequired },
          { max: COMMUNITY_LIMITS.nameMax, message: COMMUNITY_FORM_MESSAGES.maxLength150 },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="alias"
        label="Alias"
        validateTrigger="onBlur"
        rules={[
          { required: true, whitespace: true, message: COMMUNITY_FORM_MESSAGES.aliasRequired },
          { max: COMMUNITY_LIMITS.aliasMax, message: COMMUNITY_FORM_MESSAGES.maxLength150 },
          { pattern: /^\S*$/, message: COMMUNITY_FORM_MESSAGES.aliasSpaces },
          {
            validator: async (_, v: string | undefined) => {
              const alias = (v ?? '').trim();
              if (!aliasExists || !alias || /\s/.test(alias) || alias === initial?.alias) return;
              // A failed check reads as taken (spec 02 §5 "also shown if the check fails").
              const taken = await aliasExists(alias).catch(() => true);
              if (taken) throw new Error(COMMUNITY_FORM_MESSAGES.aliasExists);
            },
          },
        ]}
      >
        <Input onChange={() => setAliasEdited(true)} />
      </Form.Item>
      <Form.Item
        name="shortDescription"
        label="Short description"
        rules={[
          { required: true, whitespace: true, message: COMMUNITY_FORM_MESSAGES.shortDescriptionRequired },
          { max: COMMUNITY_LIMITS.shortDescriptionMax, message: COMMUNITY_FORM_MESSAGES.shortDescriptionMax },
        ]}
      >
        <Input showCount maxLength={COMMUNITY_LIMITS.shortDescriptionMax} />
      </Form.Item>
      <Form.Item
        name="categoryIds"
        label="Category"
        rules={[{ required: true, type: 'array', min: 1, message: COMMUNITY_FORM_MESSAGES.categoryRequired }]}
      >
        <TreeSelect treeData={tree} treeCheckable showCheckedStrategy={TreeSelect.SHOW_CHILD} treeDefaultExpandAll />
      </Form.Item>
      <Form.Item
        name="tagsId"
        label="Tags"
        rules={[
          { type: 'array', max: COMMUNITY_LIMITS.communityTagsMax, message: COMMUNITY_FORM_MESSAGES.tooManyTags },
        ]}
      >
        <Select mode="multiple" optionFilterProp="label" options={tags.map((t) => ({ value: t.id, label: t.name }))} />
      </Form.Item>
      {segments && segments.length > 0 && (
        <Form.Item name="segmentIds" label="Segments" extra="Leave empty for every member.">
          <Select
            mode="multiple"
            optionFilterProp="label"
            options={segments.map((c) => ({
              label: c.categoryName,
              title: c.categoryName,
              options: c.segments.map((s) => ({ value: s.segmentId, label: s.segmentName })),
            }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="isPublic"
        label="Privacy"
        rules={[{ required: true, message: COMMUNITY_FORM_MESSAGES.privacyRequired }]}
      >
        <Radio.Group
          options={[
            { value: true, label: 'Public' },
            { value: false, label: 'Private' },
          ]}
        />
      </Form.Item>
      <Space wrap size={24}>
        <Form.Item name="isVisible" label="Visible" valuePropName="checked">
          <Switch disabled={readOnly || isPublic} />
        </Form.Item>
        <Form.Item name="isAutoJoin" label="Auto-join" valuePropName="checked">
          <Switch disabled={readOnly || !isPublic || !isVisible} />
        </Form.Item>
      </Space>
      <Form.Item name="isRequirePostApproval" valuePropName="checked">
        <Checkbox>Posts need approval</Checkbox>
      </Form.Item>
      <Form.Item name="pushToWebsite" valuePropName="checked">
        <Checkbox>Push to website</Checkbox>
      </Form.Item>
      <Space wrap size={24} align="start" style={{ display: 'flex' }}>
        <Form.Item
          name="aliveStartDate"
          label="Start date"
          rules={[
            {
              validator: (_, v: Dayjs | null) =>
                !v?.isBefore(today) ? Promise.resolve() : Promise.reject(new Error(COMMUNITY_FORM_MESSAGES.dateInPast)),
            },
          ]}
        >
          <DatePicker />
        </Form.Item>
        <Form.Item
          name="aliveEndDate"
          label="End date"
          dependencies={['aliveStartDate']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, v: Dayjs | null) => {
                if (!v) return Promise.resolve();
                if (v.isBefore(today)) return Promise.reject(new Error(COMMUNITY_FORM_MESSAGES.dateInPast));
                const start: Dayjs | null = getFieldValue('aliveStartDate');
                return start?.isAfter(v)
                  ? Promise.reject(new Error(COMMUNITY_FORM_MESSAGES.startAfterEnd))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <DatePicker />
        </Form.Item>
        <Form.Item
          name="archivedDate"
          label={props.isArchived ? 'Archived on' : 'Archive on'}
          extra={props.isArchived ? undefined : 'Archived automatically on this day.'}
          rules={[
            {
              validator: (_, v: Dayjs | null | undefined) =>
                props.isArchived || !v || v.isAfter(today, 'day')
                  ? Promise.resolve()
                  : Promise.reject(new Error(COMMUNITY_FORM_MESSAGES.archivedDateTooSoon)),
            },
          ]}
        >
          <DatePicker disabled={readOnly || props.isArchived} disabledDate={(d) => !d.isAfter(today, 'day')} />
        </Form.Item>
      </Space>
      {readOnly ? (
        <Typography.Paragraph type="secondary">You can view these settings but not change them.</Typography.Paragraph>
      ) : null}
      <Space wrap style={{ display: 'flex' }}>
        {!readOnly && (
          <Button type="primary" htmlType="submit" disabled={submitting}>
            {props.submitLabel ?? 'Save'}
          </Button>
        )}
        {extra}
      </Space>
    </Form>
  );
}
