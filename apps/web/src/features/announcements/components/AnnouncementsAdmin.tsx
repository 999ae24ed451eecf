/**
 * /admin/announcement (spec 02 §2 Global administration): the table with a "Create announcement"
 * button and a row menu (Activate only for inactive ones; edit; delete), the create/edit dialog,
 * and the spec's error texts (§8). One announcement is active at a time (the server enforces it).
 */
import { formatDate } from '@portal/shared';
import { EllipsisOutlined, PlusOutlined } from '@ant-design/icons';
import type { Announcement } from '@portal/shared';
import { Button, Dropdown, Empty, Modal, type TableProps, Tag } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { useState } from 'react';
import { PageContainer } from '../../../components/PageContainer';
import styles from '../../../components/staff-list.module.css';
import { errorMessage } from '../../../lib/errors';
import { toastError, toastSuccess } from '../../../lib/feedback';
import { useIsDesktop } from '../../../lib/hooks/useMediaQuery';
import type { SegmentCategory } from '@portal/shared';
import { useSegmentCategories } from '../../../data';
import { useAdminAnnouncements, useDeleteAnnouncement, useSaveAnnouncement } from '../api/announcements';
import { MESSAGES, TEXT } from '../constants';
import { AnnouncementDialog } from './AnnouncementDialog';
import { QueryStateBody } from '../../../components/QueryStateBody';

const formatDay = (d: string) => formatDate(d);

function segmentNames(ids: number[], categories: SegmentCategory[] | undefined): string {
  if (ids.length === 0) return TEXT.everyone;
  const names = new Map(categories?.flatMap((c) => c.segments.map((s) => [s.segmentId, s.segmentName] as const)));
  return ids.map((id) => names.get(id) ?? `#${id}`).join(', ');
}

/** The announcements admin screen. */
export function AnnouncementsAdmin() {
  const list = useAdminAnnouncements();
  const segments = useSegmentCategories();
  const save = useSaveAnnouncement();
  const remove = useDeleteAnnouncement();
  const [modal, holder] = Modal.useModal();
  const [dialog, setDialog] = useState<{ open: boolean; announcement?: Announcement }>({ open: false });
  const isDesktop = useIsDesktop();

  const activate = (a: Announcement) =>
    modal.confirm({
      title: TEXT.activateTitle,
      content: TEXT.activateBody,
      okText: TEXT.activate,
      cancelText: TEXT.cancel,
      onOk: async () => {
        try {
          const { id, createdAt: _c, createdByUserId: _u, ...rest } = a;
          await save.mutateAsync({ id, body: { ...rest, isActive: true } });
          toastSuccess(MESSAGES.activated);
        } catch (error) {
          toastError(`${MESSAGES.activateFailed} ${errorMessage(error)}`);
        }
      },
    });
  const confirmDelete = (a: Announcement) =>
    modal.confirm({
      title: TEXT.deleteTitle,
      content: TEXT.deleteBody,
      okText: TEXT.delete,
      okButtonProps: { danger: true },
      cancelText: TEXT.cancel,
      onOk: async () => {
        try {
          await remove.mutateAsync(a.id);
          toastSuccess(MESSAGES.deleted);
        } catch (error) {
          toastError(`${MESSAGES.deleteFailed} ${errorMessage(error)}`);
        }
      },
    });

  const statusTag = (a: Announcement) =>
    a.isActive ? <Tag color="green">{TEXT.active}</Tag> : <Tag>{TEXT.inactive}</Tag>;
  const dates = (a: Announcement) => `${formatDay(a.startDate)} – ${formatDay(a.endDate)}`;
  const columns: TableProps<Announcement>['columns'] = [
    {
      key: 'title',
      title: TEXT.title,
      render: (_, a) => (
        <div className={styles.titleCell}>
          <div className={styles.titleLink}>{a.title}</div>
          <div className={styles.muted}>{a.description}</div>
          {!isDesktop && (
            <div className={styles.rowMeta}>
              {statusTag(a)}
              <span className={styles.muted}>{dates(a)}</span>
            </div>
          )}
        </div>
      ),
    },
    ...(isDesktop
      ? [
          { key: 'dates', title: TEXT.dates, width: 210, render: (_: unknown, a: Announcement) => dates(a) },
          {
            key: 'segments',
            title: TEXT.segments,
            width: 200,
            render: (_: unknown, a: Announcement) => segmentNames(a.segmentIds, segments.data),
          },
          { key: 'status', title: TEXT.status, width: 110, render: (_: unknown, a: Announcement) => statusTag(a) },
        ]
      : []),
    {
      key: 'actions',
      title: <span className="visually-hidden">{TEXT.actions}</span>,
      width: 56,
      render: (_, a) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              ...(a.isActive ? [] : [{ key: 'activate', label: TEXT.activate, onClick: () => activate(a) }]),
              { key: 'edit', label: TEXT.editAction, onClick: () => setDialog({ open: true, announcement: a }) },
              { key: 'delete', label: TEXT.delete, danger: true, onClick: () => confirmDelete(a) },
            ],
          }}
        >
          <Button type="text" icon={<EllipsisOutlined />} aria-label={`${TEXT.actions}: ${a.title}`} />
        </Dropdown>
      ),
    },
  ];

  return (
    <PageContainer
      title={TEXT.area}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true })}>
          {TEXT.create}
        </Button>
      }
    >
      {holder}
      <div className={styles.panel}>
        <QueryStateBody
          query={list}
          loadFailed={MESSAGES.fetchFailed}
          retry={TEXT.retry}
          skeletonRows={6}
          isEmpty={(data) => data.announcements.length === 0}
          empty={<Empty className={styles.empty} description={TEXT.empty} />}
        >
          {(data) => (
            <ResponsiveTable<Announcement>
              rowKey="id"
              columns={columns}
              dataSource={data.announcements}
              pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            />
          )}
        </QueryStateBody>
      </div>
      {dialog.open && (
        <AnnouncementDialog open announcement={dialog.announcement} onClose={() => setDialog({ open: false })} />
      )}
    </PageContainer>
  );
}
