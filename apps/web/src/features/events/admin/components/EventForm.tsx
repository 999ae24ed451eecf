/**
 * The staff event form (issue 22): every field the details page shows (spec 03 §3: title, type,
 * short description, rich content, start and end with time zone, venue and address, external link,
 * images, tags, category, location, CPD details with hours, sessions, presenters, can-enrol,
 * sponsorship, additional info, accessibility, attachments), single-click registration or ticket
 * types, conference terms; Save (a new event is a draft), Publish, Schedule, Unpublish, Duplicate,
 * Cancel event. A 400 marks the fields the server names.
 */
import { ArrowLeftOutlined, LoadingOutlined } from '@ant-design/icons';
import { EVENT_ADMIN_LIMITS, EVENT_ADMIN_MESSAGES, type EventAdminDetails } from '@portal/shared';
import { Button, DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LinkButton } from '../../../../components/LinkButton';
import { PageContainer } from '../../../../components/PageContainer';
import { RichTextEditor } from '../../../../components/rich-text';
import { isApiError } from '../../../../lib/errors';
import { getCurrentTenant } from '../../../../lib/runtime-config';
import { reportFailure, toastError, toastSuccess } from '../../../../lib/feedback';
import { useOptionList, useSaveEvent, useTagList } from '../api/events-admin';
import { EVENTS_ADMIN_BASE, TEXT } from '../constants';
import { useEventActions } from '../hooks/useEventActions';
import { emptyEventValues, type EventFormValues, formFieldOf, toEventWrite, valuesOfEvent } from '../utils/form-values';
import { EventStatusTag } from './EventStatusTag';
import { AttachmentsSection, PresentersSection, SessionsSection, TicketTypesSection } from './EventListSections';
import { ImageField } from './ImageField';
import { TimeZoneSelect } from './TimeZoneSelect';
import styles from './events-admin.module.css';

const DATE_TIME = 'D MMM YYYY HH:mm';
const options = (list: { id: number; label: string }[] | undefined) =>
  (list ?? []).map((o) => ({ value: o.id, label: o.label }));

export function EventForm({ event }: { event?: EventAdminDetails }) {
  const [form] = Form.useForm<EventFormValues>();
  const navigate = useNavigate();
  const save = useSaveEvent();
  const actions = useEventActions();
  const types = useOptionList('types');
  const categories = useOptionList('categories');
  const locations = useOptionList('locations');
  const tags = useTagList();
  const [saving, setSaving] = useState(false);
  const isCpd = Form.useWatch('isCpd', form);

  async function handleSave() {
    let values: EventFormValues;
    try {
      await form.validateFields();
      values = form.getFieldsValue(true) as EventFormValues;
    } catch {
      toastError(TEXT.fixErrors);
      return;
    }
    setSaving(true);
    try {
      const saved = await save.mutateAsync({ id: event?.id, values: toEventWrite(values) });
      toastSuccess(event ? TEXT.saved : TEXT.created);
      if (!event) navigate(`${EVENTS_ADMIN_BASE}/${saved.id}`, { replace: true });
      else form.setFieldsValue(valuesOfEvent(saved));
    } catch (error) {
      if (isApiError(error, 400) && error.errors?.length) {
        form.setFields(
          error.errors.flatMap((e) => {
            const name = formFieldOf(e.field);
            return name ? [{ name: name as never, errors: [e.message] }] : [];
          }),
        );
      }
      reportFailure(error);
    } finally {
      setSaving(false);
    }
  }

  const busy = saving || actions.busy;
  return (
    <PageContainer title={event ? TEXT.editTitle : TEXT.newTitle}>
      {actions.holder}
      <Link to={EVENTS_ADMIN_BASE} className={styles.backLink}>
        <ArrowLeftOutlined aria-hidden="true" /> {TEXT.back}
      </Link>
      {event && (
        <div className={styles.actionsBar}>
          <EventStatusTag status={event.status} publishAt={event.publishAt} />
          {event.status === 'draft' && (
            <>
              <Button type="primary" disabled={busy} onClick={() => actions.publish(event.id, event.title)}>
                {TEXT.publish}
              </Button>
              <Button disabled={busy} onClick={() => actions.schedule(event.id, event.title)}>
                {TEXT.schedule}
              </Button>
            </>
          )}
          {event.status === 'published' && (
            <Button disabled={busy} onClick={() => actions.unpublish(event.id, event.title)}>
              {TEXT.unpublish}
            </Button>
          )}
          <LinkButton to={`${EVENTS_ADMIN_BASE}/${event.id}/attendees`}>{TEXT.attendees}</LinkButton>
          <LinkButton to={`${EVENTS_ADMIN_BASE}/${event.id}/check-in`}>{TEXT.checkIn}</LinkButton>
          <Button disabled={busy} onClick={() => void actions.duplicate(event.id)}>
            {TEXT.duplicate}
          </Button>
          {event.status !== 'cancelled' && (
            <Button danger disabled={busy} onClick={() => actions.cancel(event.id, event.title)}>
              {TEXT.cancelEvent}
            </Button>
          )}
        </div>
      )}
      <Form<EventFormValues>
        form={form}
        layout="vertical"
        initialValues={event ? valuesOfEvent(event) : emptyEventValues(getCurrentTenant().timeZone)}
        requiredMark="optional"
        onFinish={handleSave}
        scrollToFirstError
      >
        <section className={styles.card} aria-labelledby="ev-main">
          <h2 id="ev-main">Event</h2>
          <Form.Item
            name="title"
            label="Title"
            rules={[
              { required: true, whitespace: true, message: EVENT_ADMIN_MESSAGES.titleRequired },
              { max: EVENT_ADMIN_LIMITS.titleMax, message: EVENT_ADMIN_MESSAGES.titleTooLong },
            ]}
          >
            <Input />
          </Form.Item>
          <div className={styles.row}>
            <Form.Item name="typeId" label="Event type">
              <Select allowClear options={options(types.data)} loading={types.isPending} />
            </Form.Item>
            <Form.Item name="categoryId" label="Category">
              <Select allowClear options={options(categories.data)} loading={categories.isPending} />
            </Form.Item>
            <Form.Item name="locationId" label="Location">
              <Select allowClear options={options(locations.data)} loading={locations.isPending} />
            </Form.Item>
          </div>
          <Form.Item name="tagIds" label="Tags">
            <Select mode="multiple" allowClear optionFilterProp="label" options={options(tags.data)} />
          </Form.Item>
          <Form.Item
            name="shortDesc"
            label="Short description"
            rules={[{ max: EVENT_ADMIN_LIMITS.shortDescMax, message: EVENT_ADMIN_MESSAGES.shortDescTooLong }]}
          >
            <Input.TextArea rows={2} showCount maxLength={EVENT_ADMIN_LIMITS.shortDescMax} />
          </Form.Item>
          <Form.Item name="content" label="Content">
            <RichTextEditor variant="full" aria-label="Content" />
          </Form.Item>
        </section>

        <section className={styles.card} aria-labelledby="ev-when">
          <h2 id="ev-when">When and where</h2>
          <div className={styles.row}>
            <Form.Item
              name="start"
              label="Start"
              rules={[{ required: true, message: EVENT_ADMIN_MESSAGES.dateTimeInvalid }]}
            >
              <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="end"
              label="End"
              dependencies={['start']}
              rules={[
                { required: true, message: EVENT_ADMIN_MESSAGES.dateTimeInvalid },
                ({ getFieldValue }) => ({
                  validator: async (_, value) => {
                    const start = getFieldValue('start');
                    if (value && start && !value.isAfter(start)) throw new Error(EVENT_ADMIN_MESSAGES.endBeforeStart);
                  },
                }),
              ]}
            >
              <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="timeZone"
              label="Time zone"
              rules={[{ required: true, message: EVENT_ADMIN_MESSAGES.timeZoneInvalid }]}
            >
              <TimeZoneSelect />
            </Form.Item>
          </div>
          <div className={styles.row}>
            <Form.Item name="venue" label="Venue">
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="address" label="Address">
              <Input maxLength={400} />
            </Form.Item>
          </div>
          <Form.Item
            name="externalUrl"
            label="External link"
            rules={[{ pattern: /^https?:\/\/\S+$/i, message: EVENT_ADMIN_MESSAGES.urlInvalid }]}
          >
            <Input inputMode="url" placeholder="https://" maxLength={2000} />
          </Form.Item>
        </section>

        <section className={styles.card} aria-labelledby="ev-images">
          <h2 id="ev-images">Images</h2>
          <div className={styles.row}>
            <Form.Item name="featureImgId" label="Feature image">
              <ImageField label="Feature image" />
            </Form.Item>
            <Form.Item name="listingImgId" label="Listing image">
              <ImageField label="Listing image" />
            </Form.Item>
          </div>
        </section>

        <section className={styles.card} aria-labelledby="ev-cpd">
          <h2 id="ev-cpd">CPD</h2>
          <Form.Item name="isCpd" valuePropName="checked" label="CPD event">
            <Switch />
          </Form.Item>
          {isCpd && (
            <div className={styles.row}>
              <Form.Item
                name="cpdHours"
                label="CPD hours"
                rules={[{ required: true, message: EVENT_ADMIN_MESSAGES.cpdHoursInvalid }]}
              >
                <InputNumber min={0} max={1000} step={0.5} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="cpdCategory" label="CPD category">
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item name="cpdDescription" label="CPD description">
                <Input maxLength={2000} />
              </Form.Item>
            </div>
          )}
        </section>

        <SessionsSection />
        <PresentersSection />

        <section className={styles.card} aria-labelledby="ev-more">
          <h2 id="ev-more">More about the event</h2>
          <Form.Item name="canEnrolContent" label="Who can enrol">
            <RichTextEditor variant="full" aria-label="Who can enrol" />
          </Form.Item>
          <Form.Item name="sponsorContent" label="Sponsorship">
            <RichTextEditor variant="full" aria-label="Sponsorship" />
          </Form.Item>
          <Form.Item name="reasoningContent" label="Additional info">
            <RichTextEditor variant="full" aria-label="Additional info" />
          </Form.Item>
          <Form.Item name="accessContent" label="Accessibility">
            <RichTextEditor variant="full" aria-label="Accessibility" />
          </Form.Item>
        </section>

        <AttachmentsSection />

        <section className={styles.card} aria-labelledby="ev-registration">
          <h2 id="ev-registration">Registration</h2>
          <div className={styles.row}>
            <Form.Item
              name="isSingleClickRegistration"
              valuePropName="checked"
              label="Single-click registration"
              extra="One free ticket type, registered with one click"
            >
              <Switch />
            </Form.Item>
            <Form.Item
              name="isConference"
              valuePropName="checked"
              label="Conference"
              extra="Conference cancellation terms (30 days, $110 fee)"
            >
              <Switch />
            </Form.Item>
          </div>
        </section>
        <TicketTypesSection />

        <div className={styles.actionsBar}>
          <Button type="primary" htmlType="submit" disabled={busy} icon={saving ? <LoadingOutlined /> : undefined}>
            {TEXT.save}
          </Button>
          <LinkButton to={EVENTS_ADMIN_BASE}>Cancel</LinkButton>
        </div>
      </Form>
    </PageContainer>
  );
}
