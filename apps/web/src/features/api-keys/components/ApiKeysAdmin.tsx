/**
 * API keys under /admin/api-keys (issue 31, Admin only): the keys with their display prefix, scopes,
 * creation, last use and revocation; a create dialog (name and scopes) that shows the new key once,
 * with a copy button and the warning that it will not be shown again; revoke with confirmation.
 */
import { CopyOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyScope,
} from '@portal/shared';
import { Alert, Button, Checkbox, Empty, Form, Grid, Input, Modal, Space, type TableProps, Tag } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { useState } from 'react';
import { PageContainer } from '../../../components/PageContainer';
import { QueryStateBody } from '../../../components/QueryStateBody';
import styles from '../../../components/staff-list.module.css';
import { reportFailure, toastError, toastSuccess } from '../../../lib/feedback';
import { formatDate, formatDateLong } from '../../../lib/format';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';

export const API_KEYS_TEXT = {
  title: 'API keys',
  intro:
    "Keys let the association's other systems (finance, CRM, email, learning) call the API. A key acts as the Admin who created it, only for the scopes chosen. Send it as the header Authorization: Bearer <key>.",
  create: 'Create key',
  createTitle: 'Create API key',
  createdTitle: 'Your new API key',
  onceWarning: 'Copy this key now. You will not see it again.',
  onceDetail: 'Only a fingerprint of it is stored. If it is lost, revoke it and create another.',
  copy: 'Copy key',
  copied: 'Key copied',
  copyFailed: 'Could not copy: select the key and copy it yourself.',
  done: 'Done',
  revoked: 'Key revoked',
  loadFailed: 'Failed to load API keys. Try again.',
  empty: 'No API keys yet',
  never: 'Never',
} as const;

/** Copies `text` to the clipboard; toasts the outcome. */
async function copyKey(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toastSuccess(API_KEYS_TEXT.copied);
  } catch {
    toastError(API_KEYS_TEXT.copyFailed);
  }
}

/** The key just created: shown once. */
function CreatedKey({ created }: { created: ApiKeyCreated }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Alert type="warning" showIcon title={API_KEYS_TEXT.onceWarning} description={API_KEYS_TEXT.onceDetail} />
      <div>
        <strong>{created.name}</strong>: {created.scopes.join(', ')}
      </div>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          readOnly
          aria-label="New API key"
          value={created.token}
          style={{ fontFamily: 'monospace' }}
          onFocus={(e) => e.target.select()}
        />
        <Button type="primary" icon={<CopyOutlined />} onClick={() => void copyKey(created.token)}>
          {API_KEYS_TEXT.copy}
        </Button>
      </Space.Compact>
    </Space>
  );
}

function CreateDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<{ name: string; scopes: ApiKeyScope[] }>();
  const create = useCreateApiKey();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  return (
    <Modal
      open
      title={created ? API_KEYS_TEXT.createdTitle : API_KEYS_TEXT.createTitle}
      okText={created ? API_KEYS_TEXT.done : 'Create'}
      onOk={() => (created ? onClose() : form.submit())}
      cancelButtonProps={created ? { style: { display: 'none' } } : undefined}
      onCancel={onClose}
      mask={{ closable: !created }}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      {created ? (
        <CreatedKey created={created} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ scopes: [] }}
          onFinish={async (v) => {
            try {
              setCreated(await create.mutateAsync({ name: v.name.trim(), scopes: v.scopes }));
            } catch (error) {
              reportFailure(error, form);
            }
          }}
        >
          <Form.Item
            name="name"
            label="Name"
            extra="Which system uses it, e.g. Xero sync"
            rules={[
              { required: true, whitespace: true, message: API_KEY_MESSAGES.nameRequired },
              { max: API_KEY_LIMITS.nameMax, message: API_KEY_MESSAGES.nameTooLong },
            ]}
          >
            <Input maxLength={API_KEY_LIMITS.nameMax} />
          </Form.Item>
          <Form.Item
            name="scopes"
            label="Scopes"
            rules={[{ required: true, type: 'array', min: 1, message: API_KEY_MESSAGES.scopesRequired }]}
          >
            <Checkbox.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              {API_KEY_SCOPES.map((scope) => (
                <Checkbox key={scope} value={scope}>
                  <code>{scope}</code>: {API_KEY_SCOPE_LABELS[scope]}
                </Checkbox>
              ))}
            </Checkbox.Group>
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

/** The API keys screen. */
export function ApiKeysAdmin() {
  const list = useApiKeys();
  const revoke = useRevokeApiKey();
  const [modal, holder] = Modal.useModal();
  const [creating, setCreating] = useState(false);
  const narrow = Grid.useBreakpoint().sm === false;

  const confirmRevoke = (key: ApiKey) =>
    modal.confirm({
      title: `Revoke ${key.name}?`,
      content: 'Systems using this key stop working at once. This cannot be undone.',
      okText: 'Revoke',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await revoke.mutateAsync(key.id);
          toastSuccess(API_KEYS_TEXT.revoked);
        } catch (error) {
          reportFailure(error);
        }
      },
    });

  const scopeTags = (k: ApiKey) => (
    <Space size={[4, 4]} wrap>
      {k.scopes.map((s) => (
        <Tag key={s}>{s}</Tag>
      ))}
    </Space>
  );
  const columns: TableProps<ApiKey>['columns'] = [
    {
      key: 'name',
      title: 'Name',
      render: (_, k) => (
        <div className={styles.titleCell}>
          <div className={styles.titleLink} style={{ overflowWrap: 'anywhere' }}>
            {k.name}
          </div>
          <div className={styles.muted}>
            <code>{k.prefix}…</code>
          </div>
          {/* Below 576 px the scopes sit under the name (their column is hidden). */}
          {narrow && <div style={{ marginTop: 4 }}>{scopeTags(k)}</div>}
        </div>
      ),
    },
    { key: 'scopes', title: 'Scopes', responsive: ['sm'], render: (_, k) => scopeTags(k) },
    {
      key: 'created',
      title: 'Created',
      responsive: ['md'],
      render: (_, k) => (
        <div>
          <div>{formatDate(k.createdAt)}</div>
          {k.createdBy && <div className={styles.muted}>{k.createdBy}</div>}
        </div>
      ),
    },
    {
      key: 'lastUsed',
      title: 'Last used',
      responsive: ['md'],
      render: (_, k) => (k.lastUsedAt ? formatDateLong(k.lastUsedAt) : API_KEYS_TEXT.never),
    },
    {
      key: 'status',
      title: 'Status',
      render: (_, k) =>
        k.revokedAt ? (
          <Tag color="default">Revoked {formatDate(k.revokedAt)}</Tag>
        ) : (
          <Button danger size="small" onClick={() => confirmRevoke(k)} aria-label={`Revoke ${k.name}`}>
            Revoke
          </Button>
        ),
    },
  ];

  return (
    <PageContainer
      title={API_KEYS_TEXT.title}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {API_KEYS_TEXT.create}
        </Button>
      }
    >
      {holder}
      <Alert type="info" showIcon icon={<KeyOutlined />} style={{ marginBottom: 16 }} title={API_KEYS_TEXT.intro} />
      <div className={styles.panel}>
        <QueryStateBody
          query={list}
          loadFailed={API_KEYS_TEXT.loadFailed}
          skeletonRows={3}
          isEmpty={(data) => data.length === 0}
          empty={<Empty className={styles.empty} description={API_KEYS_TEXT.empty} />}
        >
          {(data) => (
            <ResponsiveTable<ApiKey>
              rowKey="id"
              columns={columns}
              dataSource={data}
              pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
            />
          )}
        </QueryStateBody>
      </div>
      {creating && <CreateDialog onClose={() => setCreating(false)} />}
    </PageContainer>
  );
}
