/**
 * The repeated parts of the staff event form (issue 22; spec 03 §3): sessions by day, presenters
 * with photo and bio, attachments (documents and links) and ticket types (name, price in AUD incl.
 * GST, capacity, sale window, member-only). Each is an antd Form.List.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { EVENT_ADMIN_MESSAGES } from '@portal/shared';
import { Button, Checkbox, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import { DocField, ImageField } from './ImageField';
import styles from './events-admin.module.css';

const DATE_TIME = 'D MMM YYYY HH:mm';

function ItemHead({ label, onRemove }: { label: string; onRemove(): void }) {
  return (
    <div className={styles.listItemHead}>
      <span>{label}</span>
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${label}`} onClick={onRemove} />
    </div>
  );
}

export function SessionsSection() {
  return (
    <section className={styles.card} aria-labelledby="ev-sessions">
      <h2 id="ev-sessions">Sessions</h2>
      <Form.List name="sessions">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <div key={field.key} className={styles.listItem}>
                <ItemHead label={`Session ${i + 1}`} onRemove={() => remove(field.name)} />
                <Form.Item
                  name={[field.name, 'title']}
                  label="Session title"
                  rules={[{ required: true, whitespace: true, message: EVENT_ADMIN_MESSAGES.sessionTitleRequired }]}
                >
                  <Input maxLength={200} />
                </Form.Item>
                <div className={styles.row}>
                  <Form.Item
                    name={[field.name, 'start']}
                    label="Session start"
                    rules={[{ required: true, message: EVENT_ADMIN_MESSAGES.dateTimeInvalid }]}
                  >
                    <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME} style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'end']}
                    label="Session end"
                    rules={[{ required: true, message: EVENT_ADMIN_MESSAGES.dateTimeInvalid }]}
                  >
                    <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME} style={{ width: '100%' }} />
                  </Form.Item>
                </div>
              </div>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ title: '', start: null, end: null })}>
              Add session
            </Button>
          </>
        )}
      </Form.List>
    </section>
  );
}

export function PresentersSection() {
  return (
    <section className={styles.card} aria-labelledby="ev-presenters">
      <h2 id="ev-presenters">Presenters</h2>
      <Form.List name="presenters">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <div key={field.key} className={styles.listItem}>
                <ItemHead label={`Presenter ${i + 1}`} onRemove={() => remove(field.name)} />
                <div className={styles.row}>
                  <Form.Item
                    name={[field.name, 'name']}
                    label="Presenter name"
                    rules={[{ required: true, whitespace: true, message: EVENT_ADMIN_MESSAGES.presenterNameRequired }]}
                  >
                    <Input maxLength={200} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'role']} label="Presenter role">
                    <Input maxLength={200} />
                  </Form.Item>
                </div>
                <Form.Item name={[field.name, 'profileImageId']} label="Presenter photo">
                  <ImageField label="Photo" />
                </Form.Item>
                <Form.Item name={[field.name, 'profileDesc']} label="Presenter bio">
                  <Input.TextArea rows={3} maxLength={5000} />
                </Form.Item>
              </div>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ name: '' })}>
              Add presenter
            </Button>
          </>
        )}
      </Form.List>
    </section>
  );
}

export function AttachmentsSection() {
  return (
    <section className={styles.card} aria-labelledby="ev-attachments">
      <h2 id="ev-attachments">Attachments</h2>
      <Form.List name="attachments">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <div key={field.key} className={styles.listItem}>
                <ItemHead label={`Attachment ${i + 1}`} onRemove={() => remove(field.name)} />
                <div className={styles.row}>
                  <Form.Item name={[field.name, 'kind']} label="Kind">
                    <Select
                      options={[
                        { value: 'docs', label: 'Document' },
                        { value: 'links', label: 'Link' },
                      ]}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'name']}
                    label="Attachment name"
                    rules={[{ required: true, whitespace: true, message: EVENT_ADMIN_MESSAGES.attachmentNameRequired }]}
                  >
                    <Input maxLength={200} />
                  </Form.Item>
                </div>
                <Form.Item noStyle dependencies={[['attachments', field.name, 'kind']]}>
                  {({ getFieldValue }) =>
                    getFieldValue(['attachments', field.name, 'kind']) === 'docs' ? (
                      <Form.Item
                        name={[field.name, 'fileId']}
                        label="Document"
                        rules={[{ required: true, message: EVENT_ADMIN_MESSAGES.attachmentDocRequired }]}
                      >
                        <DocField label="Document" />
                      </Form.Item>
                    ) : (
                      <Form.Item
                        name={[field.name, 'url']}
                        label="Link URL"
                        rules={[
                          { required: true, message: EVENT_ADMIN_MESSAGES.urlInvalid },
                          { pattern: /^https?:\/\/\S+$/i, message: EVENT_ADMIN_MESSAGES.urlInvalid },
                        ]}
                      >
                        <Input inputMode="url" placeholder="https://" maxLength={2000} />
                      </Form.Item>
                    )
                  }
                </Form.Item>
              </div>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ kind: 'links', name: '' })}>
              Add attachment
            </Button>
          </>
        )}
      </Form.List>
    </section>
  );
}

export function TicketTypesSection() {
  return (
    <section className={styles.card} aria-labelledby="ev-tickets">
      <h2 id="ev-tickets">Ticket types</h2>
      <Form.List
        name="ticketTypes"
        rules={[
          {
            validator: async (_, list: unknown[]) => {
              if (!list || list.length === 0) throw new Error(EVENT_ADMIN_MESSAGES.ticketTypesRequired);
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, i) => (
              <div key={field.key} className={styles.listItem}>
                <ItemHead label={`Ticket type ${i + 1}`} onRemove={() => remove(field.name)} />
                <div className={styles.row}>
                  <Form.Item
                    name={[field.name, 'name']}
                    label="Ticket type name"
                    rules={[{ required: true, whitespace: true, message: EVENT_ADMIN_MESSAGES.ticketNameRequired }]}
                  >
                    <Input maxLength={200} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'amount']}
                    label="Price (AUD incl. GST)"
                    rules={[{ required: true, message: EVENT_ADMIN_MESSAGES.amountInvalid }]}
                  >
                    <InputNumber min={0} max={100000} step={1} precision={2} prefix="$" style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'capacity']} label="Capacity" extra="Empty for unlimited">
                    <InputNumber min={1} max={100000} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </div>
                <div className={styles.row}>
                  <Form.Item name={[field.name, 'sale']} label="Sale window">
                    <DatePicker.RangePicker
                      showTime={{ format: 'HH:mm' }}
                      format={DATE_TIME}
                      allowEmpty={[true, true]}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'memberOnly']} valuePropName="checked" label="Availability">
                    <Checkbox>Members only</Checkbox>
                  </Form.Item>
                </div>
              </div>
            ))}
            <Form.ErrorList errors={errors} />
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ name: '', amount: 0, capacity: null, memberOnly: false })}
            >
              Add ticket type
            </Button>
          </>
        )}
      </Form.List>
    </section>
  );
}
