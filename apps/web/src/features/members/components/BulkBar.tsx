/**
 * The bar over the members table while members are selected (issue 23): how many, "select all
 * matching", and the bulk actions, each confirmed in a dialog: add or remove segments, change the
 * membership status, send the invitation, export as CSV or Excel (issue 31: every field of the member
 * page; with a reason, logged with the filter).
 */
import { DownOutlined } from '@ant-design/icons';
import { MEMBERSHIP_STATUSES, type MemberExportFormat, type MemberSelection } from '@portal/shared';
import { Button, Dropdown, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { reportFailure, toastSuccess } from '../../../lib/feedback';
import { useBulkMembers, useExportMembers } from '../api/members-admin';
import { TEXT } from '../constants';
import styles from './members-admin.module.css';

type BulkKind = 'addSegments' | 'removeSegments' | 'membershipStatus' | 'invite' | 'export';

const TITLES: Record<BulkKind, string> = {
  addSegments: TEXT.addSegments,
  removeSegments: TEXT.removeSegments,
  membershipStatus: TEXT.changeStatus,
  invite: TEXT.sendInvitation,
  export: TEXT.exportCsv,
};

interface BulkBarProps {
  selection: MemberSelection;
  count: number;
  label: string;
  total: number;
  canSelectAll: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  segmentOptions: { value: number; label: string }[];
}

export function BulkBar({
  selection,
  count,
  label,
  total,
  canSelectAll,
  onSelectAll,
  onClear,
  segmentOptions,
}: BulkBarProps) {
  const [kind, setKind] = useState<BulkKind | null>(null);
  const [form] = Form.useForm<{
    segmentIds?: number[];
    status?: string;
    reason?: string;
    format?: MemberExportFormat;
  }>();
  const bulk = useBulkMembers();
  const exporter = useExportMembers();
  const busy = bulk.isPending || exporter.isPending;

  function open(next: BulkKind) {
    form.resetFields();
    setKind(next);
  }

  async function handleOk() {
    if (!kind) return;
    let values: { segmentIds?: number[]; status?: string; reason?: string; format?: MemberExportFormat };
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows the messages; a rejected onOk would go unhandled
    }
    try {
      if (kind === 'export') {
        await exporter.mutateAsync({ selection, reason: values.reason ?? '', format: values.format ?? 'csv' });
        toastSuccess(`Exported ${count} member${count === 1 ? '' : 's'}`);
      } else {
        const result = await bulk.mutateAsync({
          selection,
          action: kind,
          ...(values.segmentIds ? { segmentIds: values.segmentIds } : {}),
          ...(values.status ? { status: values.status as (typeof MEMBERSHIP_STATUSES)[number] } : {}),
        });
        toastSuccess(TEXT.bulkDone(result.selected, result.changed, result.skipped));
      }
      setKind(null);
    } catch (error) {
      reportFailure(error, form);
    }
  }

  return (
    <section className={styles.bulkBar} aria-label={TEXT.bulkActions}>
      <strong>{label}</strong>
      {canSelectAll && (
        <Button type="link" size="small" onClick={onSelectAll}>
          {TEXT.selectAllMatching(total)}
        </Button>
      )}
      <Button type="link" size="small" onClick={onClear}>
        {TEXT.clearSelection}
      </Button>
      <Dropdown
        trigger={['click']}
        menu={{
          items: (Object.keys(TITLES) as BulkKind[]).map((key) => ({ key, label: TITLES[key] })),
          onClick: ({ key }) => open(key as BulkKind),
        }}
      >
        <Button type="primary">
          {TEXT.bulkActions} <DownOutlined />
        </Button>
      </Dropdown>
      <Modal
        open={kind !== null}
        title={kind ? TITLES[kind] : ''}
        okText={kind === 'export' ? TEXT.exportCsv : 'Apply'}
        onOk={handleOk}
        confirmLoading={busy}
        onCancel={() => setKind(null)}
        destroyOnHidden
      >
        <Typography.Paragraph>{`${count} member${count === 1 ? '' : 's'} selected.`}</Typography.Paragraph>
        <Form form={form} layout="vertical" preserve={false}>
          {(kind === 'addSegments' || kind === 'removeSegments') && (
            <Form.Item
              name="segmentIds"
              label={TEXT.segments}
              rules={[{ required: true, message: 'Choose at least one segment.' }]}
            >
              <Select mode="multiple" options={segmentOptions} optionFilterProp="label" placeholder="Choose segments" />
            </Form.Item>
          )}
          {kind === 'membershipStatus' && (
            <Form.Item
              name="status"
              label={TEXT.status}
              rules={[{ required: true, message: 'Choose a membership status.' }]}
            >
              <Select
                options={MEMBERSHIP_STATUSES.map((s) => ({ value: s, label: s }))}
                placeholder="Choose a status"
              />
            </Form.Item>
          )}
          {kind === 'invite' && (
            <Typography.Paragraph>
              Each selected member is emailed a link to sign in for the first time.
            </Typography.Paragraph>
          )}
          {kind === 'export' && (
            <Form.Item name="format" label={TEXT.exportFormat} initialValue="csv">
              <Radio.Group
                options={[
                  { value: 'csv', label: TEXT.exportFormatCsv },
                  { value: 'xlsx', label: TEXT.exportFormatXlsx },
                ]}
              />
            </Form.Item>
          )}
          {kind === 'export' && (
            <Form.Item
              name="reason"
              label={TEXT.reason}
              extra={TEXT.reasonHelp}
              rules={[{ required: true, whitespace: true, message: 'Please enter a reason for the export.' }]}
            >
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </section>
  );
}
