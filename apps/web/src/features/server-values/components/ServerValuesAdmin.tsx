/**
 * Server values under /admin/settings (spec 02 §7 admin/server-values; issue 20; Admin only): a
 * searchable table of key and value, add, edit and delete. The keys the product reads are listed
 * with what they change (support email, contact form recipient). Issue 32: keys the product reads
 * show by name ("Support email") with the key beneath, and an empty list says what setting a value
 * does instead of antd's "No data".
 */
import { EllipsisOutlined, PlusOutlined } from '@ant-design/icons';
import { SERVER_VALUE_KEY_PATTERN, SERVER_VALUE_KEYS, SERVER_VALUE_MESSAGES, type ServerValue } from '@portal/shared';
import { Alert, Button, Dropdown, Empty, Form, Input, Modal, type TableProps } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { useState } from 'react';
import { PageContainer } from '../../../components/PageContainer';
import styles from '../../../components/staff-list.module.css';
import { reportFailure, toastSuccess } from '../../../lib/feedback';
import { useDebouncedCallback } from '../../../lib/hooks/useDebouncedCallback';
import { useDeleteServerValue, useSaveServerValue, useServerValues } from '../api/server-values';
import { QueryStateBody } from '../../../components/QueryStateBody';

const KNOWN: Record<string, string> = {
  [SERVER_VALUE_KEYS.supportEmail]: 'Support email shown in the footer and on the contact page',
  [SERVER_VALUE_KEYS.contactRecipient]: 'Where contact form enquiries are sent (else the support email)',
};

/** The names a person reads for the keys the product reads. */
const KNOWN_NAMES: Record<string, string> = {
  [SERVER_VALUE_KEYS.supportEmail]: 'Support email',
  [SERVER_VALUE_KEYS.contactRecipient]: 'Contact form recipient',
};

/** What the known settings do, as a list (the info box and the empty state). */
function KnownSettings() {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {Object.entries(KNOWN).map(([key, what]) => (
        <li key={key}>
          <strong>{KNOWN_NAMES[key]}</strong>: {what}
        </li>
      ))}
    </ul>
  );
}

function ValueDialog({ value, onClose }: { value?: ServerValue; onClose: () => void }) {
  const [form] = Form.useForm<{ key: string; value: string }>();
  const save = useSaveServerValue();
  return (
    <Modal
      open
      title={value ? 'Edit server value' : 'Add server value'}
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={value ? { key: value.key, value: value.value } : undefined}
        onFinish={async (v) => {
          try {
            await save.mutateAsync({ isNew: !value, body: { key: v.key.trim(), value: v.value.trim() } });
            toastSuccess('Successfully saved');
            onClose();
          } catch (error) {
            reportFailure(error);
          }
        }}
      >
        <Form.Item
          name="key"
          label="Key"
          extra={Object.entries(KNOWN)
            .map(([k, what]) => `${KNOWN_NAMES[k]} (${k}): ${what}`)
            .join('. ')}
          rules={[
            { required: true, whitespace: true, message: SERVER_VALUE_MESSAGES.keyRequired },
            { pattern: SERVER_VALUE_KEY_PATTERN, message: SERVER_VALUE_MESSAGES.keyInvalid },
          ]}
        >
          <Input disabled={Boolean(value)} placeholder={SERVER_VALUE_KEYS.supportEmail} />
        </Form.Item>
        <Form.Item
          name="value"
          label="Value"
          rules={[
            { required: true, whitespace: true, message: SERVER_VALUE_MESSAGES.valueRequired },
            { max: 2000, message: SERVER_VALUE_MESSAGES.valueTooLong },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The server values screen. */
export function ServerValuesAdmin() {
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedCallback((v: string) => setKeyword(v.trim()), 400);
  const list = useServerValues(keyword);
  const remove = useDeleteServerValue();
  const [modal, holder] = Modal.useModal();
  const [dialog, setDialog] = useState<{ open: boolean; value?: ServerValue }>({ open: false });

  const confirmDelete = (v: ServerValue) =>
    modal.confirm({
      title: `Delete ${v.key}?`,
      content: KNOWN[v.key] ? 'The portal goes back to its default for this setting.' : undefined,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.mutateAsync(v.key);
          toastSuccess('Removed successfully!');
        } catch (error) {
          reportFailure(error);
        }
      },
    });

  const columns: TableProps<ServerValue>['columns'] = [
    {
      key: 'key',
      title: 'Key',
      render: (_, v) => (
        <div className={styles.titleCell}>
          <div className={styles.titleLink}>{KNOWN_NAMES[v.key] ?? v.key}</div>
          {KNOWN[v.key] && (
            <div className={styles.muted}>
              <code>{v.key}</code> · <span>{KNOWN[v.key]}</span>
            </div>
          )}
        </div>
      ),
    },
    { key: 'value', title: 'Value', render: (_, v) => <span style={{ wordBreak: 'break-word' }}>{v.value}</span> },
    {
      key: 'actions',
      title: <span className="visually-hidden">Actions</span>,
      width: 56,
      render: (_, v) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'edit', label: 'Edit', onClick: () => setDialog({ open: true, value: v }) },
              { key: 'delete', label: 'Delete', danger: true, onClick: () => confirmDelete(v) },
            ],
          }}
        >
          <Button type="text" icon={<EllipsisOutlined />} aria-label={`Actions: ${v.key}`} />
        </Dropdown>
      ),
    },
  ];

  return (
    <PageContainer
      title="Server values"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true })}>
          Add value
        </Button>
      }
    >
      {holder}
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="Settings that take effect at once, in every server process."
        description={<KnownSettings />}
      />
      <div style={{ marginBottom: 16, maxWidth: 360 }}>
        <Input.Search
          placeholder="Search by key or value"
          aria-label="Search by key or value"
          allowClear
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            debounced(e.target.value);
          }}
          onSearch={(v) => setKeyword(v.trim())}
        />
      </div>
      <div className={styles.panel}>
        <QueryStateBody
          query={list}
          loadFailed={'Failed to load server values. Try again.'}
          skeletonRows={4}
          isEmpty={(data) => data.serverValues.length === 0}
          empty={
            keyword ? (
              <Empty className={styles.empty} description="No values match your search" />
            ) : (
              <Empty
                className={styles.empty}
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="No server values are set: the portal uses the organisation's contact address for support and for contact form enquiries. Add a value to change either."
              >
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true })}>
                  Add value
                </Button>
              </Empty>
            )
          }
        >
          {(data) => (
            <ResponsiveTable<ServerValue>
              rowKey="key"
              columns={columns}
              dataSource={data.serverValues}
              pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
            />
          )}
        </QueryStateBody>
      </div>
      {dialog.open && <ValueDialog value={dialog.value} onClose={() => setDialog({ open: false })} />}
    </PageContainer>
  );
}
