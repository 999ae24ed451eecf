/**
 * /admin/webhooks (issue 31), Admin only: the endpoints (URL, events, on/off), Add / Edit in a form
 * with one checkbox per event, the signing secret shown once with a copy button (after Add and after
 * Rotate), Delete, and the selected endpoint's deliveries with their state, the receiver's answer
 * and Replay. Lists through the house list state (QueryStateBody).
 */
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
} from '@portal/shared';
import { Alert, Button, Checkbox, Empty, Form, Input, Modal, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { useState } from 'react';
import { PageContainer } from '../../../components/PageContainer';
import { QueryStateBody } from '../../../components/QueryStateBody';
import { reportFailure, toastSuccess } from '../../../lib/feedback';
import { formatDateLong } from '../../../lib/format';
import { type EndpointWithSecret, useWebhookDeliveries, useWebhookEndpoints, useWebhookWrite } from '../api/webhooks';

/** How each delivery state reads, and its tag colour. */
export const DELIVERY_STATE_LABELS: Record<WebhookDelivery['status'], { label: string; color: string }> = {
  sent: { label: 'Delivered', color: 'green' },
  pending: { label: 'Waiting to retry', color: 'gold' },
  sending: { label: 'Sending', color: 'blue' },
  failed: { label: 'Failed', color: 'red' },
};

type FormValues = Required<Pick<WebhookEndpointInput, 'url' | 'description' | 'eventTypes' | 'enabled'>>;

function EndpointForm({
  initial,
  open,
  onClose,
  onSaved,
}: {
  initial: WebhookEndpoint | null;
  open: boolean;
  onClose: () => void;
  onSaved: (answer: EndpointWithSecret | null) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const write = useWebhookWrite();
  const submit = async (values: FormValues) => {
    try {
      const answer = await write.mutateAsync(
        initial ? { kind: 'update', id: initial.id, values } : { kind: 'create', values },
      );
      onSaved(answer);
    } catch (err) {
      reportFailure(err, form);
    }
  };
  return (
    <Modal
      title={initial ? 'Edit endpoint' : 'Add endpoint'}
      open={open}
      onCancel={onClose}
      okText="Save"
      confirmLoading={write.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={
          initial
            ? {
                url: initial.url,
                description: initial.description,
                eventTypes: initial.eventTypes,
                enabled: initial.enabled,
              }
            : { url: '', description: '', eventTypes: [], enabled: true }
        }
        onFinish={submit}
      >
        <Form.Item
          name="url"
          label="Endpoint URL"
          rules={[{ required: true, type: 'url', message: WEBHOOK_MESSAGES.urlInvalid }]}
        >
          <Input placeholder="https://crm.example.org/hooks/portal" inputMode="url" />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item
          name="eventTypes"
          label="Events"
          rules={[{ required: true, type: 'array', min: 1, message: WEBHOOK_MESSAGES.eventsRequired }]}
        >
          <Checkbox.Group style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type}>
                {type}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Form.Item name="enabled" label="Enabled" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function SecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Modal
      title="Signing secret"
      open={secret !== null}
      onCancel={onClose}
      onOk={onClose}
      okText="Done"
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Alert type="warning" showIcon message={WEBHOOK_MESSAGES.secretShownOnce} style={{ marginBottom: 12 }} />
      <Typography.Paragraph copyable={{ text: secret ?? '' }} code style={{ wordBreak: 'break-all' }}>
        {secret}
      </Typography.Paragraph>
    </Modal>
  );
}

function Deliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const deliveries = useWebhookDeliveries(endpoint.id);
  const write = useWebhookWrite();
  const replay = async (d: WebhookDelivery) => {
    try {
      await write.mutateAsync({ kind: 'replay', id: endpoint.id, deliveryId: d.id });
      toastSuccess('Delivery queued again');
    } catch (err) {
      reportFailure(err);
    }
  };
  return (
    <section aria-labelledby="webhook-deliveries" style={{ marginTop: 24 }}>
      <h2 id="webhook-deliveries" style={{ wordBreak: 'break-all' }}>{`Deliveries to ${endpoint.url}`}</h2>
      <QueryStateBody
        query={deliveries}
        loadFailed="We could not load the deliveries"
        skeletonRows={3}
        isEmpty={(d) => d.length === 0}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No deliveries yet" />}
      >
        {(data) => (
          <ResponsiveTable<WebhookDelivery>
            rowKey="id"
            size="small"
            dataSource={data}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                title: 'Event',
                key: 'event',
                render: (_, d) => (
                  <>
                    <div>{d.eventType}</div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {d.webhookId}
                    </Typography.Text>
                  </>
                ),
              },
              {
                title: 'State',
                key: 'state',
                render: (_, d) => {
                  const state = DELIVERY_STATE_LABELS[d.status];
                  return (
                    <>
                      <Tag color={state.color}>{state.label}</Tag>
                      <div style={{ fontSize: 12 }}>{`${d.attempts} attempt${d.attempts === 1 ? '' : 's'}`}</div>
                      {d.lastError && d.status !== 'sent' && (
                        <Typography.Text type="danger" style={{ fontSize: 12 }}>
                          {d.lastError.slice(0, 80)}
                        </Typography.Text>
                      )}
                    </>
                  );
                },
              },
              {
                title: 'Response',
                key: 'response',
                render: (_, d) =>
                  d.responseStatus === null ? (
                    '—'
                  ) : (
                    <>
                      <div>{`HTTP ${d.responseStatus}`}</div>
                      {d.responseExcerpt && (
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {d.responseExcerpt.slice(0, 80)}
                        </Typography.Text>
                      )}
                    </>
                  ),
              },
              {
                title: 'Time',
                key: 'time',
                render: (_, d) => (
                  <>
                    <div>{formatDateLong(d.createdAt)}</div>
                    {d.nextAttemptAt && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {`next try ${formatDateLong(d.nextAttemptAt)}`}
                      </Typography.Text>
                    )}
                  </>
                ),
              },
              {
                title: '',
                key: 'actions',
                render: (_, d) => (
                  <Button size="small" onClick={() => replay(d)} aria-label={`Replay ${d.eventType} ${d.webhookId}`}>
                    Replay
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryStateBody>
    </section>
  );
}

/** The webhooks screen. */
export function WebhooksAdmin() {
  const endpoints = useWebhookEndpoints();
  const write = useWebhookWrite();
  const [editing, setEditing] = useState<WebhookEndpoint | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = endpoints.data?.find((e) => e.id === selectedId) ?? null;

  const act = async (run: () => Promise<EndpointWithSecret | null>, done: string) => {
    try {
      const answer = await run();
      if (answer?.secret) setSecret(answer.secret);
      else toastSuccess(done);
    } catch (err) {
      reportFailure(err);
    }
  };

  return (
    <PageContainer
      title="Webhooks"
      extra={
        <Button
          type="primary"
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          Add endpoint
        </Button>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        Your other systems hear about members, memberships, invoices, tickets, CPD and events as they happen. Every
        request is signed (Standard Webhooks): see the integration guide for how to check it.
      </Typography.Paragraph>
      <QueryStateBody
        query={endpoints}
        loadFailed="We could not load the webhook endpoints"
        skeletonRows={3}
        isEmpty={(d) => d.length === 0}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No endpoints yet" />}
      >
        {(data) => (
          <ResponsiveTable<WebhookEndpoint>
            rowKey="id"
            dataSource={data}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                title: 'Endpoint',
                key: 'url',
                render: (_, e) => (
                  <>
                    <Button
                      type="link"
                      style={{
                        padding: 0,
                        height: 'auto',
                        whiteSpace: 'normal',
                        textAlign: 'left',
                        wordBreak: 'break-all',
                      }}
                      onClick={() => setSelectedId(e.id)}
                    >
                      {e.url}
                    </Button>
                    {e.description && <div style={{ fontSize: 12 }}>{e.description}</div>}
                  </>
                ),
              },
              {
                title: 'Events',
                key: 'events',
                render: (_, e) => `${e.eventTypes.length} of ${WEBHOOK_EVENT_TYPES.length}`,
              },
              {
                title: 'State',
                key: 'enabled',
                render: (_, e) => (e.enabled ? <Tag color="green">Enabled</Tag> : <Tag>Disabled</Tag>),
              },
              {
                title: '',
                key: 'actions',
                render: (_, e) => (
                  <Space wrap size="small">
                    <Button size="small" onClick={() => setSelectedId(e.id)}>
                      Deliveries
                    </Button>
                    <Button
                      size="small"
                      onClick={() => {
                        setEditing(e);
                        setFormOpen(true);
                      }}
                    >
                      Edit
                    </Button>
                    <Popconfirm
                      title="Make a new signing secret? The old one stops working at once."
                      onConfirm={() => act(() => write.mutateAsync({ kind: 'rotate', id: e.id }), 'Secret rotated')}
                    >
                      <Button size="small">Rotate secret</Button>
                    </Popconfirm>
                    <Popconfirm
                      title="Delete this endpoint? Deliveries not made yet are dropped."
                      onConfirm={() => act(() => write.mutateAsync({ kind: 'delete', id: e.id }), 'Endpoint deleted')}
                    >
                      <Button size="small" danger>
                        Delete
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </QueryStateBody>
      {selected && <Deliveries endpoint={selected} />}
      <EndpointForm
        initial={editing}
        open={formOpen}
        onClose={() => setFormOpen(false)}
        onSaved={(answer) => {
          setFormOpen(false);
          if (answer?.secret) setSecret(answer.secret);
          else toastSuccess('Endpoint saved');
        }}
      />
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
    </PageContainer>
  );
}
