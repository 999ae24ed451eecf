/**
 * Managers tab (spec 02 §2 "Managers: list searchable by email; Add manager modal; delete
 * confirmation", §5 Add manager "Please enter at least 3 letters", §6 the warning that managing all
 * communities removes the user's other roles, §7 GET/POST/DELETE admin/account/admin with role 3;
 * debounce 600 ms; issue 20).
 */
import { PlusOutlined } from '@ant-design/icons';
import { MANAGEMENT_MESSAGES, type Manager } from '@portal/shared';
import { Alert, Button, Form, Input, Modal, Select, Space } from 'antd';
import { ResponsiveTable } from '../../../../../components/ResponsiveTable';
import { useState } from 'react';
import { useDebouncedValue } from '../../../../../lib/hooks/useDebouncedValue';
import { useAccountSearch } from '../../../../../data';
import { useManagers, useManagerWrites } from '../../api/management';
import { MANAGEMENT_UI } from './constants';
import { reportFailure, toastSuccess } from '../../../../../lib/feedback';
import { QueryStateBody } from '../../../../../components/QueryStateBody';

/** The warning of spec 02 §6 (wording chosen). */
export const MANAGER_WARNING =
  'A manager manages all communities. Their other roles and associations in communities will be removed.';

function AddManagerDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [search, setSearch] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const debounced = useDebouncedValue(search.trim(), MANAGEMENT_UI.managersSearchMs);
  const users = useAccountSearch(debounced);
  const { add } = useManagerWrites();
  const tooShort = search.trim().length > 0 && search.trim().length < MANAGEMENT_UI.searchMinLetters;
  const close = () => {
    setSearch('');
    setEmail(null);
    onClose();
  };
  return (
    <Modal
      title="Add manager"
      open={open}
      onCancel={close}
      okText="Add"
      okButtonProps={{ disabled: !email, loading: add.isPending }}
      onOk={() =>
        email &&
        add.mutate(email, {
          onSuccess: () => {
            toastSuccess('Successfully saved');
            close();
          },
          onError: (e) => reportFailure(e),
        })
      }
      destroyOnHidden
    >
      <Alert type="warning" showIcon message={MANAGER_WARNING} style={{ marginBottom: 16 }} />
      <Form layout="vertical">
        <Form.Item
          label="User"
          htmlFor="manager-search"
          validateStatus={tooShort ? 'error' : ''}
          help={tooShort ? MANAGEMENT_MESSAGES.addManagerMinLetters : undefined}
        >
          <Select
            id="manager-search"
            showSearch
            filterOption={false}
            placeholder="Search by email or name"
            searchValue={search}
            onSearch={setSearch}
            value={email ?? undefined}
            onChange={(v: string) => setEmail(v)}
            loading={users.isFetching}
            notFoundContent={
              debounced.length >= MANAGEMENT_UI.searchMinLetters && !users.isFetching ? 'Not found users' : null
            }
            options={(users.data?.users ?? [])
              .filter((u) => u.email)
              .map((u) => ({ value: u.email as string, label: `${u.firstName} ${u.lastName} (${u.email})` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The Managers tab. */
export function ManagersTab() {
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), MANAGEMENT_UI.managersSearchMs);
  const list = useManagers(debounced);
  const { remove } = useManagerWrites();
  const [adding, setAdding] = useState(false);
  const [modal, holder] = Modal.useModal();
  return (
    <section aria-label="Managers">
      {holder}
      <Space wrap style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label="Search managers by email"
          placeholder="Search by email"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          Add manager
        </Button>
      </Space>
      <QueryStateBody query={list} loadFailed="Failed to load managers. Try again." skeletonRows={6}>
        {() => (
          <ResponsiveTable<Manager>
            rowKey="id"
            loading={list.isFetching}
            dataSource={list.data?.admins}
            locale={{ emptyText: 'No data' }}
            pagination={{ pageSize: MANAGEMENT_UI.pageSize, showSizeChanger: false, hideOnSinglePage: true }}
            scroll={{ x: 520 }}
            columns={[
              { title: 'Email', dataIndex: 'email' },
              { title: 'Name', key: 'name', render: (_, m) => `${m.firstName} ${m.lastName}` },
              {
                title: 'Actions',
                key: 'actions',
                render: (_, m) => (
                  <Button
                    type="link"
                    danger
                    aria-label={`Remove ${m.email}`}
                    onClick={() =>
                      modal.confirm({
                        title: `Remove ${m.email} as manager?`,
                        okText: 'Remove',
                        okButtonProps: { danger: true },
                        onOk: () =>
                          remove
                            .mutateAsync(m.email)
                            .then(() => toastSuccess('Removed successfully!'))
                            .catch((e) => reportFailure(e)),
                      })
                    }
                  >
                    Remove
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryStateBody>
      <AddManagerDialog open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
