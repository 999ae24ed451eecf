/**
 * The tabs of community details (spec 02 §2): About ("Who are we?" and the community's facts),
 * Discussion (the community's posts, page size 20, with Create post when postCreate is held),
 * Members (key members first, then everyone, searchable) and Assets (folders and files,
 * read-only on the member side).
 */
import {
  DownloadOutlined,
  FileOutlined,
  FolderOutlined,
  LinkOutlined,
  PlusOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import type { CommunityMember } from '@portal/shared';
import { MemberType } from '@portal/shared';
import { Button, Card, Collapse, Descriptions, Empty, Input, Result, Tag, Typography } from 'antd';
import { useState } from 'react';
import { RichText } from '../../../components/RichText';
import { errorMessage } from '../../../lib/errors';
import { toastError } from '../../../lib/feedback';
import { formatDateMedium } from '../../../lib/format';
import { useAssetFolders, useFolderAssets } from '../../../data';
import { useCommunityAbout, useCommunityMembers } from '../api/communities';
import { downloadFile } from '../api/files';
import { useCommunityPosts } from '../api/posts';
import { DETAILS_TEXT, EXPLORE_TEXT, POST_TEXT } from '../constants';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue';
import { canPostIn, useGlobalPostCreate } from '../hooks/usePostingRights';
import { fullName } from '../utils/names';
import { useCommunityOutlet } from './CommunityDetailsView';
import { PersonAvatar } from './PersonAvatar';
import { PostComposerModal } from './PostComposerModal';
import { PostFeed } from './PostFeed';
import styles from './communities.module.css';
import { Loading } from './Loading';

/** About: "Who are we?" and facts. */
export function AboutTab() {
  const { community } = useCommunityOutlet();
  const about = useCommunityAbout(community.id);
  return (
    <div className={styles.tabGrid}>
      <Card variant="borderless">
        {about.isPending ? (
          <Loading paragraph={{ rows: 4 }} />
        ) : about.isError ? (
          <Result
            status="error"
            title={errorMessage(about.error)}
            extra={<Button onClick={() => about.refetch()}>Try again</Button>}
          />
        ) : about.data.about ? (
          <RichText html={about.data.about} className={styles.richText} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={DETAILS_TEXT.noContent} />
        )}
      </Card>
      <Card variant="borderless">
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'privacy',
              label: DETAILS_TEXT.privacy,
              children: community.isPublic ? EXPLORE_TEXT.open : EXPLORE_TEXT.private,
            },
            { key: 'members', label: DETAILS_TEXT.members, children: community.membersCount },
            { key: 'posts', label: DETAILS_TEXT.posts, children: POST_TEXT.posts(community.postsCount) },
            { key: 'created', label: DETAILS_TEXT.created, children: formatDateMedium(community.createdAt) },
            ...(community.latestActivity
              ? [
                  {
                    key: 'activity',
                    label: DETAILS_TEXT.latestActivity,
                    children: formatDateMedium(community.latestActivity),
                  },
                ]
              : []),
          ]}
        />
      </Card>
    </div>
  );
}

/** Discussion: the community's posts. */
export function DiscussionTab() {
  const { community } = useCommunityOutlet();
  const posts = useCommunityPosts(community.id);
  const globalPostCreate = useGlobalPostCreate();
  const [composing, setComposing] = useState(false);
  return (
    <>
      {canPostIn(community, globalPostCreate) && (
        <div className={styles.tabToolbar}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setComposing(true)}>
            {POST_TEXT.createPost}
          </Button>
        </div>
      )}
      <PostFeed query={posts} emptyText={POST_TEXT.noPosts} showCommunity={false} />
      <PostComposerModal open={composing} communityId={community.id} onClose={() => setComposing(false)} />
    </>
  );
}

function roleLabel(role: number): string | null {
  if (role === MemberType.Moderator) return DETAILS_TEXT.moderator;
  if (role === MemberType.Editor) return DETAILS_TEXT.editor;
  return null;
}

function MemberRow({ member }: { member: CommunityMember }) {
  const role = roleLabel(member.role);
  return (
    <li className={styles.memberRow}>
      <PersonAvatar person={member} avatarUrl={member.avatarUrl} size={44} />
      <div className={styles.memberText}>
        <span className={styles.memberName}>
          {fullName(member)}
          {member.pronoun && <span className={styles.pronoun}> ({member.pronoun})</span>}
        </span>
        <Typography.Text type="secondary" className={styles.memberSub}>
          {[member.organisationName, member.homeState].filter(Boolean).join(' · ')}
        </Typography.Text>
      </div>
      {role && <Tag color={member.role === MemberType.Moderator ? 'blue' : 'purple'}>{role}</Tag>}
    </li>
  );
}

/** Members: key members (moderators and editors) and all members, searchable (500 ms). */
export function MembersTab() {
  const { community } = useCommunityOutlet();
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), 500);
  const members = useCommunityMembers(community.id, debounced);
  const list = members.data?.members ?? [];
  const key = list.filter((m) => m.role !== MemberType.Member);
  const others = list.filter((m) => m.role === MemberType.Member);
  return (
    <div className={styles.membersLayout}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={DETAILS_TEXT.searchMembers}
        aria-label={DETAILS_TEXT.searchMembers}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        style={{ maxWidth: 360 }}
      />
      {members.isPending ? (
        <Card variant="borderless">
          <Loading avatar paragraph={{ rows: 3 }} />
        </Card>
      ) : members.isError ? (
        <Result
          status="error"
          title={errorMessage(members.error)}
          extra={<Button onClick={() => members.refetch()}>Try again</Button>}
        />
      ) : list.length === 0 ? (
        <Card variant="borderless">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={DETAILS_TEXT.noMembers} />
        </Card>
      ) : (
        <>
          {key.length > 0 && (
            <Card variant="borderless" title={DETAILS_TEXT.keyMembers} data-testid="key-members">
              <ul className={styles.memberList}>
                {key.map((member) => (
                  <MemberRow key={member.id} member={member} />
                ))}
              </ul>
            </Card>
          )}
          {others.length > 0 && (
            <Card
              variant="borderless"
              title={`${DETAILS_TEXT.allMembers} (${members.data?.totalItemCount ?? list.length})`}
            >
              <ul className={styles.memberList}>
                {others.map((member) => (
                  <MemberRow key={member.id} member={member} />
                ))}
              </ul>
            </Card>
          )}
        </>
      )}
    </div>
  );
}

function FolderFiles({ communityId, folderId }: { communityId: number; folderId: number }) {
  const assets = useFolderAssets(communityId, folderId, true);
  if (assets.isPending) return <Loading paragraph={{ rows: 2 }} title={false} />;
  if (assets.isError || assets.data.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={DETAILS_TEXT.noData} />;
  return (
    <ul className={styles.attachmentList}>
      {assets.data.map((asset) => (
        <li key={asset.id}>
          <span className={styles.attachmentIcon}>{asset.type === 1 ? <LinkOutlined /> : <FileOutlined />}</span>
          <span className={styles.attachmentName} style={{ paddingInline: 0 }}>
            {asset.name}
            {asset.description && (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {asset.description}
              </Typography.Text>
            )}
          </span>
          {asset.path &&
            (asset.type === 1 ? (
              <Button
                type="link"
                href={asset.path}
                target="_blank"
                rel="noopener noreferrer"
                icon={<LinkOutlined />}
                aria-label={`Open ${asset.name}`}
              />
            ) : (
              <Button
                type="text"
                icon={<DownloadOutlined />}
                aria-label={`Download ${asset.name}`}
                onClick={() =>
                  downloadFile(asset.path as string, asset.fileName ?? asset.name).catch((e) =>
                    toastError(`Failed to download file: ${errorMessage(e)}`),
                  )
                }
              />
            ))}
        </li>
      ))}
    </ul>
  );
}

/** Assets (read-only): folders as panels with their files. */
export function AssetsTab() {
  const { community } = useCommunityOutlet();
  const folders = useAssetFolders(community.id);
  return (
    <Card variant="borderless">
      {folders.isPending ? (
        <Loading paragraph={{ rows: 4 }} />
      ) : folders.isError || folders.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={DETAILS_TEXT.noData} />
      ) : (
        <Collapse
          bordered={false}
          items={folders.data.map((folder) => ({
            key: folder.id,
            label: (
              <span>
                <FolderOutlined /> {folder.name}
              </span>
            ),
            children: <FolderFiles communityId={community.id} folderId={folder.id} />,
          }))}
        />
      )}
    </Card>
  );
}
