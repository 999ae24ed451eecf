/**
 * Admin settings (spec 02 §2 Settings: the community form with Archive/Unarchive and Save;
 * read-only without commentEdit; §4 archive by confirmation; §7 PUT admin/community/{id}).
 */
import { LoadingOutlined } from '@ant-design/icons';
import { Button, Modal, Result, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useAdminActions, useAdminCommunity, useCategoryTree, useSaveSettings, useTagOptions } from '../api/admin';
import { useSegmentCategories } from '../../../../data';
import { aliasExists } from '../api/management';
import { usePermissions } from '../../../../lib/current-user';
import { adminAbilities } from './abilities';
import { AdminImage } from './AdminImage';
import { CommunityForm } from './CommunityForm';
import { reportFailure, toastError, toastSuccess } from '../../../../lib/feedback';

/** The settings page of community `id`. */
export function SettingsView({ id }: { id: number }) {
  const details = useAdminCommunity(id);
  const categories = useCategoryTree();
  const tags = useTagOptions();
  const segments = useSegmentCategories();
  // exists-by-alias is a Communities-tab call; without the flag the server's check on save answers.
  const canCheckAlias = usePermissions().data?.generalCommunities === true;
  const save = useSaveSettings(id);
  const { setArchived } = useAdminActions(id);
  const [modal, holder] = Modal.useModal();
  if (details.isError || categories.isError || tags.isError)
    return <Result status="error" title="Error fetching community. Try again." />;
  if (!details.data || !categories.data || !tags.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const c = details.data.community;
  const a = adminAbilities(details.data);
  return (
    <section aria-labelledby="settings-title">
      {holder}
      <Typography.Title id="settings-title" level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Admin settings
      </Typography.Title>
      <CommunityForm
        key={`${c.id}-${c.isArchived}`}
        mode="edit"
        isArchived={c.isArchived}
        readOnly={!a.canEditSettings}
        submitting={save.isPending}
        categories={categories.data}
        tags={tags.data.tags}
        segments={segments.data}
        aliasExists={canCheckAlias ? (alias) => aliasExists(alias, id) : undefined}
        currentImage={
          <div style={{ width: 240 }}>
            <AdminImage src={c.imageUrl} alt={c.name} />
          </div>
        }
        initial={{
          name: c.name,
          alias: c.alias,
          shortDescription: c.shortDescription,
          categoryIds: c.categoryIds,
          tagsId: c.tagsId,
          isPublic: c.isPublic,
          isVisible: c.isVisible,
          isAutoJoin: c.isAutoJoin,
          isRequirePostApproval: c.isRequirePostApproval,
          pushToWebsite: c.pushToWebsite,
          aliveStartDate: c.aliveStartDate ? dayjs(c.aliveStartDate) : null,
          aliveEndDate: c.aliveEndDate ? dayjs(c.aliveEndDate) : null,
          archivedDate: c.archivedDate ? dayjs(c.archivedDate) : null,
          segmentIds: c.segmentIds,
        }}
        onSubmit={(form) =>
          save.mutate(form, {
            onSuccess: () => toastSuccess('Successfully saved'),
            onError: (e) => reportFailure(e),
          })
        }
        extra={
          a.canEditSettings && (
            <Button
              danger={!c.isArchived}
              disabled={setArchived.isPending}
              icon={setArchived.isPending ? <LoadingOutlined /> : undefined}
              onClick={() =>
                modal.confirm({
                  title: c.isArchived ? 'Unarchive this community?' : 'Archive this community?',
                  content: c.isArchived
                    ? 'Members will be able to post and comment again.'
                    : 'Members will no longer be able to post or comment.',
                  okText: c.isArchived ? 'Unarchive' : 'Archive',
                  onOk: () =>
                    setArchived
                      .mutateAsync(!c.isArchived)
                      .then(() => toastSuccess('Archived/Unarchived successfully'))
                      .catch(() => toastError('Archived/Unarchived failed')),
                })
              }
            >
              {c.isArchived ? 'Unarchive' : 'Archive'}
            </Button>
          )
        }
      />
    </section>
  );
}
