/**
 * Create or edit a news item, resource or member-only page (issue #5 staff authoring): title,
 * description, rich content, categories, subcategories, tags, segments, cover image, attachments,
 * publish date (a future one schedules), members-only and menu order for pages. Save keeps the
 * status; Publish or Schedule, Publish now, Archive and Unarchive save first, then ask to confirm.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { CONTENT_LIMITS, type ContentAdminItem } from '@portal/shared';
import { Button, DatePicker, Form, Input, InputNumber, Switch } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { LinkButton } from '../../../../components/LinkButton';
import { PageContainer } from '../../../../components/PageContainer';
import { RichTextEditor } from '../../../../components/rich-text';
import { isApiError } from '../../../../lib/errors';
import { reportFailure, toastError, toastSuccess } from '../../../../lib/feedback';
import { formatDateLong } from '../../../../lib/format';
import { useSaveItem } from '../api/content-admin';
import { type AdminKind, CONTENT_ADMIN_BASE, DATE_TIME_FORMAT, KIND_TEXT, TEXT } from '../constants';
import { type ContentAction, useContentActions } from '../hooks/useContentActions';
import { type ContentFormValues, emptyValues, FIELD_OF, isFuture, toWrite, valuesOf } from '../utils/form-values';
import { itemState } from '../utils/item-state';
import { AttachmentsField } from './AttachmentsField';
import { ContentStateTag } from './ContentStateTag';
import { CoverImageField } from './CoverImageField';
import styles from './content-admin.module.css';
import { LibraryTaxonomyFields, SegmentsField } from './TaxonomyFields';

export interface ContentItemFormProps {
  kind: AdminKind;
  /** The item being edited; none for a new one. */
  item?: ContentAdminItem;
}

export function ContentItemForm({ kind, item }: ContentItemFormProps) {
  const text = KIND_TEXT[kind];
  const [form] = Form.useForm<ContentFormValues>();
  const navigate = useNavigate();
  const save = useSaveItem();
  const actions = useContentActions();
  const publishDate = Form.useWatch('publishStartDate', form);
  const state = item ? itemState(item) : 'draft';
  const busy = save.isPending || actions.busy !== null;
  const listPath = `${CONTENT_ADMIN_BASE}/${kind}`;
  // A new item once saved: later saves update it (no duplicate when publishing fails after the save).
  const createdId = useRef<number | undefined>(undefined);
  const openCreated = () => {
    if (!item && createdId.current) navigate(`${listPath}/${createdId.current}`, { replace: true });
  };

  // After a publish the server sets the date (now, or the schedule); show it.
  useEffect(() => {
    if (item) form.setFieldValue('publishStartDate', item.publishStartDate ? dayjs(item.publishStartDate) : null);
  }, [form, item]);

  /** Validates; the values, or null with the fields marked. */
  async function validated(): Promise<ContentFormValues | null> {
    try {
      await form.validateFields();
      return form.getFieldsValue(true) as ContentFormValues;
    } catch {
      toastError(TEXT.fixErrors);
      return null;
    }
  }

  /** Saves the values; on a 400 marks the fields the server names. */
  async function persist(values: ContentFormValues): Promise<ContentAdminItem> {
    try {
      const saved = await save.mutateAsync({ id: item?.id ?? createdId.current, values: toWrite(kind, values) });
      if (!item) createdId.current = saved.id;
      return saved;
    } catch (error) {
      if (isApiError(error, 400) && error.errors?.length) {
        form.setFields(
          error.errors.flatMap((e) => (FIELD_OF[e.field] ? [{ name: FIELD_OF[e.field], errors: [e.message] }] : [])),
        );
      }
      throw error;
    }
  }

  async function handleSave() {
    const values = await validated();
    if (!values) return;
    try {
      await persist(values);
      toastSuccess(item ? TEXT.saved : TEXT.created);
      openCreated();
    } catch (error) {
      reportFailure(error);
    }
  }

  /** `now`: publish at once whatever the date field says (a scheduled item's "Publish now"). */
  async function handleAction(action: ContentAction, now = false) {
    const values =
      action === 'archive' || action === 'unarchive'
        ? (form.getFieldsValue(true) as ContentFormValues)
        : await validated();
    if (!values) return;
    const date = values.publishStartDate;
    actions.confirm({
      action,
      name: values.name.trim() || item?.name || '',
      // A past date is kept (back-dated); a future one schedules; none or "now" publishes now.
      publishStartDate: !now && date && (action === 'schedule' || action === 'publish') ? date.toISOString() : null,
      // Publishing saves the form first; archive and unarchive leave unsaved edits alone.
      prepare: action === 'publish' || action === 'schedule' ? async () => (await persist(values)).id : undefined,
      id: item?.id,
      onDone: openCreated,
    });
  }

  const schedules = isFuture(publishDate);
  const publishAction: ContentAction = schedules ? 'schedule' : 'publish';
  const title = item ? text.editTitle : text.create;

  return (
    <PageContainer title={title}>
      {actions.holder}
      <Link to={listPath} className={styles.backLink}>
        <ArrowLeftOutlined aria-hidden="true" /> {text.back}
      </Link>
      <Form<ContentFormValues>
        form={form}
        layout="vertical"
        initialValues={item ? valuesOf(item) : emptyValues()}
        requiredMark="optional"
        disabled={busy}
        onFinish={handleSave}
      >
        <div className={styles.formGrid}>
          <div>
            <section className={styles.card} aria-labelledby="content-main">
              <h2 id="content-main" className="visually-hidden">
                {TEXT.content}
              </h2>
              <Form.Item
                name="name"
                label={TEXT.title}
                rules={[
                  { required: true, whitespace: true, message: TEXT.titleRequired },
                  {
                    max: CONTENT_LIMITS.nameMax,
                    message: `The title can be at most ${CONTENT_LIMITS.nameMax} characters`,
                  },
                ]}
              >
                <Input maxLength={CONTENT_LIMITS.nameMax} />
              </Form.Item>
              {kind !== 'pages' && (
                <Form.Item name="shortDescription" label={TEXT.description}>
                  <Input.TextArea
                    autoSize={{ minRows: 2, maxRows: 5 }}
                    maxLength={CONTENT_LIMITS.shortDescriptionMax}
                    showCount
                    placeholder={TEXT.descriptionHelp}
                  />
                </Form.Item>
              )}
              <Form.Item
                name="content"
                label={TEXT.content}
                rules={[
                  {
                    validator: async (_, v?: string) =>
                      (v ?? '').length > CONTENT_LIMITS.contentMaxChars
                        ? Promise.reject(new Error(TEXT.contentTooLong))
                        : undefined,
                  },
                ]}
              >
                <RichTextEditor
                  variant="full"
                  aria-label={TEXT.content}
                  placeholder={TEXT.contentPlaceholder}
                  disabled={busy}
                />
              </Form.Item>
            </section>
            {kind !== 'pages' && (
              <section className={styles.card} aria-labelledby="content-attachments">
                <h2 id="content-attachments" className={styles.cardTitle}>
                  {TEXT.attachments}
                </h2>
                <Form.Item name="attachments" extra={TEXT.attachmentsHelp} style={{ marginBottom: 0 }}>
                  <AttachmentsField />
                </Form.Item>
              </section>
            )}
          </div>
          <aside>
            <section className={styles.card} aria-labelledby="content-publishing">
              <div className={styles.statusRow}>
                <h2 id="content-publishing" className={styles.cardTitle} style={{ margin: 0 }}>
                  {TEXT.status}
                </h2>
                <ContentStateTag item={item ?? { status: 'draft', publishStartDate: null }} />
              </div>
              <Form.Item name="publishStartDate" label={TEXT.publishDate} extra={TEXT.publishDateHelp}>
                <DatePicker
                  showTime={{ use12Hours: true, format: 'h:mm a', minuteStep: 5 }}
                  format={DATE_TIME_FORMAT}
                  aria-label={TEXT.publishDate}
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <div className={styles.actions}>
                <Button onClick={handleSave} loading={save.isPending && actions.busy === null} disabled={busy}>
                  {item ? TEXT.save : TEXT.saveDraft}
                </Button>
                {state === 'draft' && (
                  <Button
                    type="primary"
                    onClick={() => handleAction(publishAction)}
                    loading={actions.busy === publishAction}
                    disabled={busy}
                  >
                    {schedules ? TEXT.schedule : TEXT.publish}
                  </Button>
                )}
                {state === 'scheduled' && (
                  <Button
                    type="primary"
                    onClick={() => handleAction('publish', true)}
                    loading={actions.busy === 'publish'}
                    disabled={busy}
                  >
                    {TEXT.publishNow}
                  </Button>
                )}
                {item && state !== 'archived' && (
                  <Button
                    danger
                    onClick={() => handleAction('archive')}
                    loading={actions.busy === 'archive'}
                    disabled={busy}
                  >
                    {TEXT.archive}
                  </Button>
                )}
                {item && state === 'archived' && (
                  <Button
                    onClick={() => handleAction('unarchive')}
                    loading={actions.busy === 'unarchive'}
                    disabled={busy}
                  >
                    {TEXT.unarchive}
                  </Button>
                )}
                {item && state === 'published' && (
                  <LinkButton type="link" to={text.viewPath(item.id)}>
                    {TEXT.view}
                  </LinkButton>
                )}
              </div>
              {item && (
                <div className={styles.meta}>
                  {item.user_created && (
                    <div>
                      {TEXT.createdBy} {item.user_created.firstName} {item.user_created.lastName}
                    </div>
                  )}
                  <div>
                    {TEXT.lastUpdated} {formatDateLong(item.date_updated)}
                  </div>
                </div>
              )}
            </section>
            {kind !== 'pages' && (
              <section className={styles.card} aria-labelledby="content-cover">
                <h2 id="content-cover" className={styles.cardTitle}>
                  {TEXT.coverImage}
                </h2>
                <Form.Item name="imageId" style={{ marginBottom: 0 }}>
                  <CoverImageField />
                </Form.Item>
              </section>
            )}
            <section className={styles.card} aria-labelledby="content-audience">
              <h2 id="content-audience" className={styles.cardTitle}>
                {kind === 'pages' ? 'Page settings' : 'Categories and audience'}
              </h2>
              {kind === 'pages' ? (
                <>
                  <Form.Item
                    name="membersOnly"
                    label={TEXT.membersOnly}
                    valuePropName="checked"
                    extra={TEXT.membersOnlyHelp}
                  >
                    <Switch />
                  </Form.Item>
                  <Form.Item name="sortOrder" label={TEXT.sortOrder} extra={TEXT.sortOrderHelp}>
                    <InputNumber precision={0} min={-9999} max={9999} style={{ width: 140 }} />
                  </Form.Item>
                </>
              ) : (
                text.categoryType && <LibraryTaxonomyFields categoryType={text.categoryType} />
              )}
              <SegmentsField />
            </section>
          </aside>
        </div>
      </Form>
    </PageContainer>
  );
}
