/**
 * /admin/audit (issue 23, Admin only): the staff audit log, newest first, filtered by action,
 * entity, actor and dates (Sydney calendar days), 25 a page; each row opens its before/after
 * values, reason and detail. Read-only: the API has no way to change an entry.
 */
import { formatDateTime, STAFF_AUDIT_ACTIONS, type StaffAuditEntry, type StaffAuditQuery } from '@portal/shared';
import { Button, DatePicker, Empty, Input, Select, type TableProps } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { useDebouncedCallback } from '../../../lib/hooks/useDebouncedCallback';
import { useIsDesktop } from '../../../lib/hooks/useMediaQuery';
import { useAuditLog } from '../api/members-admin';
import { AUDIT_PAGE_SIZE, TEXT, USERS_ADMIN_BASE } from '../constants';
import styles from './members-admin.module.css';
import { QueryStateBody } from '../../../components/QueryStateBody';

const ACTION_OPTIONS = [
  { value: 'member.', label: 'Any member change' },
  { value: 'members.', label: 'Any bulk action or export' },
  { value: 'event.', label: 'Any event change' },
  { value: 'content.', label: 'Any content change' },
  { value: 'community.', label: 'Any community change' },
  { value: 'meeting.', label: 'Any meeting change' },
  { value: 'faq.', label: 'Any FAQ change' },
  ...STAFF_AUDIT_ACTIONS.map((a) => ({ value: a, label: a })),
];
const ENTITY_OPTIONS = ['member', 'members', 'event', 'content', 'community', 'import'].map((e) => ({
  value: e,
  label: e,
}));

const time = (iso: string) => formatDateTime(iso);

function Changes({ entry }: { entry: StaffAuditEntry }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const show = (v: unknown) => (v == null ? '(empty)' : typeof v === 'string' ? v : JSON.stringify(v));
  return (
    <div className={styles.change}>
      {keys.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => (
              <tr key={k}>
                <td>{k}</td>
                <td>{show(entry.before?.[k])}</td>
                <td>{show(entry.after?.[k])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {entry.reason && <p>{`Reason: ${entry.reason}`}</p>}
      {entry.detail && <p>{`Detail: ${JSON.stringify(entry.detail)}`}</p>}
      {!keys.length && !entry.reason && !entry.detail && <p>No further detail.</p>}
    </div>
  );
}

export function AuditLogView() {
  const [params, setParams] = useSearchParams();
  const query: Partial<StaffAuditQuery> = {
    page: Math.max(1, Number(params.get('page')) || 1),
    size: AUDIT_PAGE_SIZE,
    action: params.get('action') || undefined,
    entityType: params.get('entityType') || undefined,
    entityId: params.get('entityId') || undefined,
    actor: params.get('actor') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  };
  const [actor, setActor] = useState(query.actor ?? '');
  useEffect(() => setActor(query.actor ?? ''), [query.actor]);
  const update = (next: Partial<Record<string, string | undefined>>) => {
    const out = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) out.set(key, value);
      else out.delete(key);
    }
    if (!('page' in next)) out.delete('page');
    setParams(out, { replace: true });
  };
  const debounced = useDebouncedCallback((value: string) => update({ actor: value.trim() || undefined }), 400);
  const log = useAuditLog(query);
  const isDesktop = useIsDesktop();

  const columns: TableProps<StaffAuditEntry>['columns'] = [
    ...(isDesktop
      ? [{ key: 'when', title: 'When', width: 170, render: (_: unknown, e: StaffAuditEntry) => time(e.occurredAt) }]
      : []),
    {
      key: 'what',
      title: 'What',
      render: (_, e) => (
        <div className={styles.titleCell}>
          <div>
            {e.entityType === 'member' && e.entityId ? (
              <Link to={`${USERS_ADMIN_BASE}/${e.entityId}`}>{e.summary}</Link>
            ) : (
              e.summary
            )}
          </div>
          <div className={styles.muted}>{isDesktop ? e.action : `${time(e.occurredAt)} · ${e.action}`}</div>
          {!isDesktop && <div className={styles.muted}>{e.actorEmail}</div>}
        </div>
      ),
    },
    ...(isDesktop
      ? [{ key: 'who', title: 'By', width: 240, render: (_: unknown, e: StaffAuditEntry) => e.actorEmail }]
      : []),
  ];

  const range =
    query.from || query.to
      ? ([query.from ? dayjs(query.from) : null, query.to ? dayjs(query.to) : null] as const)
      : null;

  return (
    <PageContainer title={TEXT.audit}>
      <div className={styles.toolbar}>
        <Select
          className={styles.filter}
          aria-label="Action"
          placeholder="Action"
          allowClear
          showSearch
          options={ACTION_OPTIONS}
          value={query.action}
          onChange={(v?: string) => update({ action: v })}
        />
        <Select
          className={styles.filter}
          aria-label="Entity"
          placeholder="Entity"
          allowClear
          options={ENTITY_OPTIONS}
          value={query.entityType}
          onChange={(v?: string) => update({ entityType: v })}
        />
        <Input.Search
          className={styles.filter}
          placeholder="Staff email or text"
          aria-label="Staff email or text"
          allowClear
          value={actor}
          onChange={(ev) => {
            setActor(ev.target.value);
            debounced(ev.target.value);
          }}
          onSearch={(value) => update({ actor: value.trim() || undefined })}
        />
        <DatePicker.RangePicker
          aria-label="Dates"
          allowEmpty={[true, true]}
          value={range as never}
          format="DD/MM/YYYY"
          onChange={(dates) =>
            update({
              from: dates?.[0] ? dates[0].format('YYYY-MM-DD') : undefined,
              to: dates?.[1] ? dates[1].format('YYYY-MM-DD') : undefined,
            })
          }
        />
        {query.entityId && (
          <Button
            onClick={() => update({ entityId: undefined })}
          >{`Only ${query.entityId.slice(0, 8)}… (clear)`}</Button>
        )}
      </div>
      <div className={styles.panel}>
        <QueryStateBody
          query={log}
          loadFailed="We could not load the audit log"
          skeletonRows={8}
          isEmpty={(d) => d.items.length === 0}
          empty={<Empty className={styles.empty} description="No entries match these filters" />}
        >
          {(data) => (
            <ResponsiveTable<StaffAuditEntry>
              rowKey="id"
              columns={columns}
              dataSource={data.items}
              loading={log.isFetching && log.isPlaceholderData}
              expandable={{ expandedRowRender: (e) => <Changes entry={e} /> }}
              pagination={{
                current: data.page,
                pageSize: AUDIT_PAGE_SIZE,
                total: data.totalItems,
                showSizeChanger: false,
                hideOnSinglePage: true,
                onChange: (p) => update({ page: String(p) }),
              }}
            />
          )}
        </QueryStateBody>
      </div>
    </PageContainer>
  );
}
