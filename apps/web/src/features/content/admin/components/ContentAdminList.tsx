/**
 * The authoring list of one kind (issue #5): state filter (all, draft, scheduled, published or
 * active, archived), title search, 20 a page, and per-row actions (edit, view, publish, archive,
 * unarchive) with confirmations.
 */
import { EllipsisOutlined, PlusOutlined } from '@ant-design/icons';
import { CONTENT_ADMIN_STATES, type ContentAdminItem, type ContentAdminState } from '@portal/shared';
import { Button, Dropdown, Empty, Input, Segmented, Select, type TableProps, Tag } from 'antd';
import { ResponsiveTable } from '../../../../components/ResponsiveTable';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryStateBody } from '../../../../components/QueryStateBody';
import { LinkButton } from '../../../../components/LinkButton';
import { formatDate } from '../../../../lib/format';
import { useIsDesktop } from '../../../../lib/hooks/useMediaQuery';
import { getCurrentTenant } from '../../../../lib/runtime-config';
import { useDebouncedCallback } from '../../../../lib/hooks/useDebouncedCallback';
import { useAdminItems } from '../api/content-admin';
import { ADMIN_PAGE_SIZE, type AdminKind, CONTENT_ADMIN_BASE, KIND_TEXT, stateLabel, TEXT } from '../constants';
import { useContentActions } from '../hooks/useContentActions';
import { useListParams } from '../hooks/useListParams';
import { itemState } from '../utils/item-state';
import { ContentAdminFrame } from './ContentAdminFrame';
import { ContentStateTag } from './ContentStateTag';
import styles from './content-admin.module.css';

const ALL = 'all';

export function ContentAdminList({ kind }: { kind: AdminKind }) {
  const text = KIND_TEXT[kind];
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const { params, update } = useListParams();
  const [search, setSearch] = useState(params.search);
  const debouncedSearch = useDebouncedCallback((value: string) => update({ search: value, state: params.state }), 400);
  useEffect(() => setSearch(params.search), [params.search]);
  const list = useAdminItems({
    kind: text.api,
    state: params.state,
    search: params.search || undefined,
    page: params.page,
    limit: ADMIN_PAGE_SIZE,
  });
  const actions = useContentActions();
  const activeKey = getCurrentTenant().contentActiveTabKey;
  const editPath = (item: ContentAdminItem) => `${CONTENT_ADMIN_BASE}/${kind}/${item.id}`;

  const stateOptions = [
    { value: ALL, label: TEXT.all },
    ...CONTENT_ADMIN_STATES.map((s) => ({ value: s, label: stateLabel(s, activeKey) })),
  ];
  const setState = (value: string) =>
    update({ state: value === ALL ? undefined : (value as ContentAdminState), search: params.search });

  function rowMenu(item: ContentAdminItem) {
    const state = itemState(item);
    const name = item.name;
    return [
      { key: 'edit', label: TEXT.edit, onClick: () => navigate(editPath(item)) },
      ...(state === 'published'
        ? [{ key: 'view', label: TEXT.view, onClick: () => navigate(text.viewPath(item.id)) }]
        : []),
      ...(state === 'draft'
        ? [
            {
              key: 'publish',
              label: TEXT.publish,
              onClick: () => actions.confirm({ action: 'publish', id: item.id, name }),
            },
          ]
        : []),
      ...(state === 'scheduled'
        ? [
            {
              key: 'publish',
              label: TEXT.publishNow,
              onClick: () => actions.confirm({ action: 'publish', id: item.id, name }),
            },
          ]
        : []),
      ...(state !== 'archived'
        ? [
            {
              key: 'archive',
              label: TEXT.archive,
              danger: true,
              onClick: () => actions.confirm({ action: 'archive', id: item.id, name }),
            },
          ]
        : [
            {
              key: 'unarchive',
              label: TEXT.unarchive,
              onClick: () => actions.confirm({ action: 'unarchive', id: item.id, name }),
            },
          ]),
    ];
  }

  const columns: TableProps<ContentAdminItem>['columns'] = [
    {
      key: 'name',
      title: TEXT.title,
      render: (_, item) => (
        <div className={styles.titleCell}>
          <Link to={editPath(item)} className={styles.titleLink}>
            {item.name}
          </Link>
          {item.shortDescription && <div className={styles.muted}>{item.shortDescription}</div>}
          {!isDesktop && (
            <div className={styles.rowMeta}>
              <ContentStateTag item={item} withDate />
              <span className={styles.muted}>{formatDate(item.date_updated)}</span>
            </div>
          )}
        </div>
      ),
    },
    ...(isDesktop
      ? [
          {
            key: 'state',
            title: TEXT.status,
            width: 190,
            render: (_: unknown, item: ContentAdminItem) => <ContentStateTag item={item} withDate />,
          },
          ...(kind !== 'pages'
            ? [
                {
                  key: 'categories',
                  title: TEXT.categories,
                  width: 200,
                  render: (_: unknown, item: ContentAdminItem) =>
                    item.categories.map((c) => (
                      <Tag key={c.id} style={{ marginBlock: 2 }}>
                        {c.label}
                      </Tag>
                    )),
                },
              ]
            : []),
          {
            key: 'updated',
            title: TEXT.lastUpdated,
            width: 120,
            render: (_: unknown, item: ContentAdminItem) => formatDate(item.date_updated),
          },
        ]
      : []),
    {
      key: 'actions',
      title: <span className="visually-hidden">{TEXT.moreActions}</span>,
      width: 56,
      align: 'right',
      render: (_, item) => (
        <Dropdown menu={{ items: rowMenu(item) }} trigger={['click']} autoFocus placement="bottomRight">
          <Button type="text" icon={<EllipsisOutlined />} aria-label={`${TEXT.moreActions}: ${item.name}`} />
        </Dropdown>
      ),
    },
  ];

  const filtered = Boolean(params.state || params.search);
  const body = (
    <QueryStateBody
      query={list}
      loadFailed={TEXT.loadError}
      retry={TEXT.retry}
      skeletonRows={8}
      isEmpty={(d) => d.meta.total_count === 0 && !filtered}
      empty={
        <Empty description={text.empty} className={styles.empty}>
          <LinkButton type="primary" icon={<PlusOutlined />} to={`${CONTENT_ADMIN_BASE}/${kind}/new`}>
            {text.create}
          </LinkButton>
        </Empty>
      }
    >
      {(data) => (
        <ResponsiveTable<ContentAdminItem>
          rowKey="id"
          columns={columns}
          dataSource={data.data}
          loading={list.isFetching && list.isPlaceholderData}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXT.noMatch} /> }}
          pagination={{
            current: params.page,
            pageSize: ADMIN_PAGE_SIZE,
            total: data.meta.total_count,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (page) => update({ ...params, page }),
          }}
          size={isDesktop ? 'middle' : 'small'}
        />
      )}
    </QueryStateBody>
  );

  return (
    <ContentAdminFrame
      active={kind}
      extra={
        <LinkButton type="primary" icon={<PlusOutlined />} to={`${CONTENT_ADMIN_BASE}/${kind}/new`}>
          {text.create}
        </LinkButton>
      }
    >
      {actions.holder}
      <div className={styles.toolbar}>
        {isDesktop ? (
          <Segmented
            aria-label={TEXT.status}
            options={stateOptions}
            value={params.state ?? ALL}
            onChange={(v) => setState(String(v))}
          />
        ) : (
          <Select
            aria-label={TEXT.status}
            options={stateOptions}
            value={params.state ?? ALL}
            onChange={setState}
            style={{ width: 140 }}
          />
        )}
        <Input.Search
          aria-label={TEXT.searchPlaceholder}
          placeholder={TEXT.searchPlaceholder}
          allowClear
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            debouncedSearch(e.target.value);
          }}
          onSearch={(value) => update({ search: value, state: params.state })}
          className={styles.search}
        />
      </div>
      <div className={styles.panel}>{body}</div>
    </ContentAdminFrame>
  );
}
