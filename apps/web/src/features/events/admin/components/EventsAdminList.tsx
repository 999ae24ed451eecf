/**
 * /admin/events (spec 02 §2 names it; issue 22 builds it): "Create new event", the Upcoming, Past and
 * Drafts lists, title search, 20 a page, and per-row actions (edit, attendees, check-in, publish,
 * schedule, unpublish, duplicate, cancel) with confirmations.
 */
import { EllipsisOutlined, PlusOutlined } from '@ant-design/icons';
import type { EventAdminListItem, EventAdminState } from '@portal/shared';
import { Button, Dropdown, Empty, Input, type TableProps, Tabs } from 'antd';
import { ResponsiveTable } from '../../../../components/ResponsiveTable';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../../../components/LinkButton';
import { PageContainer } from '../../../../components/PageContainer';
import { useDebouncedCallback } from '../../../../lib/hooks/useDebouncedCallback';
import { useIsDesktop } from '../../../../lib/hooks/useMediaQuery';
import { useAdminEvents } from '../api/events-admin';
import { ADMIN_EVENTS_PAGE_SIZE, EVENTS_ADMIN_BASE, STATE_TABS, TEXT } from '../constants';
import { useEventActions } from '../hooks/useEventActions';
import { formatWhen } from '../utils/format';
import { EventStatusTag } from './EventStatusTag';
import styles from './events-admin.module.css';
import { QueryStateBody } from '../../../../components/QueryStateBody';

const isState = (v: string | null): v is EventAdminState => STATE_TABS.some((t) => t.key === v);

export function EventsAdminList() {
  const [params, setParams] = useSearchParams();
  const state: EventAdminState = isState(params.get('state')) ? (params.get('state') as EventAdminState) : 'upcoming';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = params.get('q') ?? '';
  const [search, setSearch] = useState(query);
  useEffect(() => setSearch(query), [query]);
  const update = (next: { state?: EventAdminState; q?: string; page?: number }) => {
    const out = new URLSearchParams();
    const s = next.state ?? state;
    if (s !== 'upcoming') out.set('state', s);
    const q = next.q ?? query;
    if (q.trim()) out.set('q', q.trim());
    if (next.page && next.page > 1) out.set('page', String(next.page));
    setParams(out, { replace: true });
  };
  const debounced = useDebouncedCallback((value: string) => update({ q: value }), 400);
  const list = useAdminEvents({ state, search: query || undefined, page, limit: ADMIN_EVENTS_PAGE_SIZE });
  const isDesktop = useIsDesktop();
  const navigate = useNavigate();
  const actions = useEventActions();
  const editPath = (e: EventAdminListItem) => `${EVENTS_ADMIN_BASE}/${e.id}`;

  function rowMenu(e: EventAdminListItem) {
    return [
      { key: 'edit', label: TEXT.edit, onClick: () => navigate(editPath(e)) },
      { key: 'attendees', label: TEXT.attendees, onClick: () => navigate(`${editPath(e)}/attendees`) },
      { key: 'checkin', label: TEXT.checkIn, onClick: () => navigate(`${editPath(e)}/check-in`) },
      ...(e.status === 'draft'
        ? [
            { key: 'publish', label: TEXT.publish, onClick: () => actions.publish(e.id, e.title) },
            { key: 'schedule', label: TEXT.schedule, onClick: () => actions.schedule(e.id, e.title) },
          ]
        : []),
      ...(e.status === 'published'
        ? [
            { key: 'view', label: TEXT.view, onClick: () => navigate(`/events/${e.id}`) },
            { key: 'unpublish', label: TEXT.unpublish, onClick: () => actions.unpublish(e.id, e.title) },
          ]
        : []),
      { key: 'duplicate', label: TEXT.duplicate, onClick: () => void actions.duplicate(e.id) },
      ...(e.status !== 'cancelled'
        ? [{ key: 'cancel', label: TEXT.cancelEvent, danger: true, onClick: () => actions.cancel(e.id, e.title) }]
        : []),
    ];
  }

  const seats = (e: EventAdminListItem) => `${e.ticketsSold} / ${e.capacity ?? '∞'}`;
  const columns: TableProps<EventAdminListItem>['columns'] = [
    {
      key: 'title',
      title: TEXT.title,
      render: (_, e) => (
        <div className={styles.titleCell}>
          <Link to={editPath(e)} className={styles.titleLink}>
            {e.title}
          </Link>
          <div className={styles.muted}>{[e.type, formatWhen(e)].filter(Boolean).join(' · ')}</div>
          {!isDesktop && (
            <div className={styles.rowMeta}>
              <EventStatusTag status={e.status} publishAt={e.publishAt} />
              <span className={styles.muted}>{`${TEXT.tickets}: ${seats(e)}`}</span>
            </div>
          )}
        </div>
      ),
    },
    ...(isDesktop
      ? [
          {
            key: 'status',
            title: TEXT.status,
            width: 200,
            render: (_: unknown, e: EventAdminListItem) => <EventStatusTag status={e.status} publishAt={e.publishAt} />,
          },
          { key: 'tickets', title: TEXT.tickets, width: 110, render: (_: unknown, e: EventAdminListItem) => seats(e) },
        ]
      : []),
    {
      key: 'actions',
      title: <span className="visually-hidden">{TEXT.actions}</span>,
      width: 56,
      render: (_, e) => (
        <Dropdown menu={{ items: rowMenu(e) }} trigger={['click']}>
          <Button type="text" icon={<EllipsisOutlined />} aria-label={`${TEXT.actions}: ${e.title}`} />
        </Dropdown>
      ),
    },
  ];

  return (
    <PageContainer
      title={TEXT.area}
      extra={
        <LinkButton type="primary" icon={<PlusOutlined />} to={`${EVENTS_ADMIN_BASE}/new`}>
          {TEXT.createNew}
        </LinkButton>
      }
    >
      {actions.holder}
      <Tabs
        className={styles.tabs}
        activeKey={state}
        items={STATE_TABS.map((t) => ({ key: t.key, label: t.label }))}
        onChange={(key) => update({ state: key as EventAdminState, page: 1 })}
      />
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
          onSearch={(value) => update({ q: value })}
        />
      </div>
      <div className={styles.panel}>
        <QueryStateBody
          query={list}
          loadFailed={TEXT.loadFailed}
          retry={TEXT.retry}
          skeletonRows={6}
          isEmpty={(data) => data.data.length === 0}
          empty={
            <Empty className={styles.empty} description={query ? 'No events match your search' : TEXT.none[state]} />
          }
        >
          {(data) => (
            <ResponsiveTable<EventAdminListItem>
              rowKey="id"
              columns={columns}
              dataSource={data.data}
              loading={list.isFetching && list.isPlaceholderData}
              pagination={{
                current: page,
                pageSize: ADMIN_EVENTS_PAGE_SIZE,
                total: data.meta.total_count,
                showSizeChanger: false,
                hideOnSinglePage: true,
                onChange: (p) => update({ page: p }),
              }}
            />
          )}
        </QueryStateBody>
      </div>
    </PageContainer>
  );
}
