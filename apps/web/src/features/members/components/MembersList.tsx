/**
 * /admin/users (issue 23): the searchable, filterable, paged members table (name, email, member
 * number, contact types, segments, membership status, last sign-in), selection by hand or "all
 * matching the filters", bulk actions (segments, membership status, invitation, CSV export), Add
 * member and the link to the import (its screen belongs to the import feature).
 */
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  CONTACT_TYPES,
  contactTypeLabel,
  MEMBER_STATUS_FILTERS,
  type MemberFilter,
  type MemberListItem,
  type MemberSelection,
} from '@portal/shared';
import { Button, Empty, Input, Select, type TableProps, Tag } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import { PageContainer } from '../../../components/PageContainer';
import { formatDate } from '../../../lib/format';
import { useDebouncedCallback } from '../../../lib/hooks/useDebouncedCallback';
import { useIsDesktop } from '../../../lib/hooks/useMediaQuery';
import { useSegments } from '../../../data';
import { useAdminMembers } from '../api/members-admin';
import { MEMBERS_PAGE_SIZE, STATUS_FILTER_LABELS, TEXT, USERS_ADMIN_BASE } from '../constants';
import { AddMemberModal } from './AddMemberModal';
import { BulkBar } from './BulkBar';
import styles from './members-admin.module.css';
import { QueryStateBody } from '../../../components/QueryStateBody';

/** The list's filter from the address (`q`, `segment`, `type`, `status`, `page`). */
function readFilter(params: URLSearchParams): MemberFilter & { page: number } {
  const segmentId = Number(params.get('segment')) || undefined;
  const type = params.get('type');
  const status = params.get('status');
  return {
    search: params.get('q') || undefined,
    segmentId,
    contactType: (CONTACT_TYPES as readonly string[]).includes(type ?? '')
      ? (type as MemberFilter['contactType'])
      : undefined,
    status: (MEMBER_STATUS_FILTERS as readonly string[]).includes(status ?? '')
      ? (status as MemberFilter['status'])
      : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

export function MembersList() {
  const [params, setParams] = useSearchParams();
  const { page, ...filter } = readFilter(params);
  const [search, setSearch] = useState(filter.search ?? '');
  useEffect(() => setSearch(filter.search ?? ''), [filter.search]);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [allMatching, setAllMatching] = useState(false);
  const [adding, setAdding] = useState(false);
  const filterKey = JSON.stringify(filter);
  // A new filter starts a new selection.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for the filter
  useEffect(() => {
    setSelectedIds([]);
    setAllMatching(false);
  }, [filterKey]);

  const update = (next: Partial<Record<'q' | 'segment' | 'type' | 'status' | 'page', string | undefined>>) => {
    const out = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) out.set(key, value);
      else out.delete(key);
    }
    if (!('page' in next)) out.delete('page');
    setParams(out, { replace: true });
  };
  const debounced = useDebouncedCallback((value: string) => update({ q: value.trim() || undefined }), 400);
  const list = useAdminMembers({ ...filter, page, size: MEMBERS_PAGE_SIZE });
  const segments = useSegments();
  const isDesktop = useIsDesktop();
  const total = list.data?.meta.total_count ?? 0;
  const selection: MemberSelection | null = allMatching ? { filter } : selectedIds.length ? { ids: selectedIds } : null;
  const selectedCount = allMatching ? total : selectedIds.length;
  const segmentOptions = useMemo(
    () => (segments.data ?? []).map((s) => ({ value: s.id, label: s.name, title: s.categoryName })),
    [segments.data],
  );

  const statusTag = (m: MemberListItem) =>
    m.membershipStatus ? (
      <Tag color={m.membershipStatus === 'Active' ? 'green' : m.membershipStatus === 'Lapsed' ? 'orange' : 'default'}>
        {m.membershipStatus}
      </Tag>
    ) : (
      <span className={styles.muted}>{STATUS_FILTER_LABELS.none}</span>
    );
  const tags = (values: string[]) => (
    <div className={styles.tags}>
      {values.map((v) => (
        <Tag key={v}>{v}</Tag>
      ))}
    </div>
  );

  const columns: TableProps<MemberListItem>['columns'] = [
    {
      key: 'name',
      title: TEXT.name,
      render: (_, m) => (
        <div className={styles.titleCell}>
          <Link to={`${USERS_ADMIN_BASE}/${m.id}`} className={styles.titleLink}>
            {`${m.firstName} ${m.lastName}`}
          </Link>
          <div className={styles.muted}>{m.email}</div>
          {!isDesktop && (
            <div className={styles.rowMeta}>
              {statusTag(m)}
              {m.memberNum && <span className={styles.muted}>{m.memberNum}</span>}
            </div>
          )}
        </div>
      ),
    },
    ...(isDesktop
      ? [
          {
            key: 'num',
            title: TEXT.memberNum,
            width: 130,
            render: (_: unknown, m: MemberListItem) => m.memberNum ?? '',
          },
          {
            key: 'types',
            title: TEXT.contactTypes,
            render: (_: unknown, m: MemberListItem) => tags(m.contactTypes.map((t) => contactTypeLabel(t))),
          },
          {
            key: 'segments',
            title: TEXT.segments,
            render: (_: unknown, m: MemberListItem) => tags(m.segments.map((s) => s.name)),
          },
          { key: 'status', title: TEXT.status, width: 150, render: (_: unknown, m: MemberListItem) => statusTag(m) },
          {
            key: 'signin',
            title: TEXT.lastSignIn,
            width: 120,
            render: (_: unknown, m: MemberListItem) => (m.lastSignInAt ? formatDate(m.lastSignInAt) : TEXT.never),
          },
        ]
      : []),
  ];

  const hasFilter = Boolean(filter.search || filter.segmentId || filter.contactType || filter.status);

  return (
    <PageContainer
      title={TEXT.area}
      extra={
        <div className={styles.tags}>
          <LinkButton icon={<UploadOutlined />} to={`${USERS_ADMIN_BASE}/import`}>
            {TEXT.importMembers}
          </LinkButton>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {TEXT.addMember}
          </Button>
        </div>
      }
    >
      <AddMemberModal open={adding} onClose={() => setAdding(false)} segmentOptions={segmentOptions} />
      <div className={styles.toolbar}>
        <Input.Search
          className={styles.search}
          placeholder={TEXT.search}
          aria-label={TEXT.search}
          allowClear
          value={search}
          onChange={(ev) => {
            setSearch(ev.target.value);
            debounced(ev.target.value);
          }}
          onSearch={(value) => update({ q: value.trim() || undefined })}
        />
        <Select
          className={styles.filter}
          aria-label={TEXT.segment}
          placeholder={TEXT.segment}
          allowClear
          showSearch
          optionFilterProp="label"
          loading={segments.isPending}
          options={segmentOptions}
          value={filter.segmentId}
          onChange={(v?: number) => update({ segment: v ? String(v) : undefined })}
        />
        <Select
          className={styles.filter}
          aria-label={TEXT.contactType}
          placeholder={TEXT.contactType}
          allowClear
          options={CONTACT_TYPES.map((t) => ({ value: t, label: contactTypeLabel(t) }))}
          value={filter.contactType}
          onChange={(v?: string) => update({ type: v })}
        />
        <Select
          className={styles.filter}
          aria-label={TEXT.status}
          placeholder={TEXT.status}
          allowClear
          options={MEMBER_STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_FILTER_LABELS[s] }))}
          value={filter.status}
          onChange={(v?: string) => update({ status: v })}
        />
      </div>
      {selection && (
        <BulkBar
          selection={selection}
          count={selectedCount}
          label={allMatching ? TEXT.allMatching(total) : TEXT.selected(selectedIds.length)}
          canSelectAll={!allMatching && total > selectedIds.length}
          total={total}
          onSelectAll={() => setAllMatching(true)}
          onClear={() => {
            setSelectedIds([]);
            setAllMatching(false);
          }}
          segmentOptions={segmentOptions}
        />
      )}
      <div className={styles.panel}>
        <QueryStateBody
          query={list}
          loadFailed={TEXT.loadFailed}
          retry={TEXT.retry}
          skeletonRows={8}
          isEmpty={(data) => data.data.length === 0}
          empty={<Empty className={styles.empty} description={hasFilter ? TEXT.noMatch : TEXT.none} />}
        >
          {(data) => (
            <ResponsiveTable<MemberListItem>
              rowKey="id"
              columns={columns}
              dataSource={data.data}
              loading={list.isFetching && list.isPlaceholderData}
              rowSelection={{
                selectedRowKeys: allMatching ? data.data.map((m) => m.id) : selectedIds,
                preserveSelectedRowKeys: true,
                getCheckboxProps: (m) => ({
                  disabled: allMatching,
                  'aria-label': `Select ${m.firstName} ${m.lastName}`,
                }),
                onChange: (keys) => setSelectedIds(keys.map(String)),
              }}
              pagination={{
                current: page,
                pageSize: MEMBERS_PAGE_SIZE,
                total,
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
