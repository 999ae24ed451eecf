/**
 * Community details header (spec 02 §2 Community details): image, name, short description,
 * categories, like toggle with count (500 ms), favourite star, join/joined control and copy-link
 * control ("Link copied"; §8 Clipboard errors); for whoever administers the community (a moderator
 * or a Manager of all communities) a Manage link to its admin area.
 */
import { HeartFilled, HeartOutlined, LinkOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons';
import { type Community, MESSAGES, opensAdminArea } from '@portal/shared';
import { Button, Tag, Tooltip, Typography } from 'antd';
import { LinkButton } from '../../../components/LinkButton';
import { toastError, toastSuccess } from '../../../lib/feedback';
import { DETAILS_TEXT, EXPLORE_TEXT, MENU_TEXT } from '../constants';
import { communityPaths } from '../hooks/useCommunityPaths';
import { useCommunityLike } from '../hooks/useCommunityToggles';
import { AuthImage } from './AuthImage';
import { FavouriteButton, PrivacyLabel } from './CommunityCard';
import { JoinControl } from './JoinControl';
import styles from './communities.module.css';

/** Copies text to the clipboard with the spec's messages. */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) {
    toastError(DETAILS_TEXT.clipboardUnsupported);
    return;
  }
  try {
    await navigator.clipboard.writeText(text);
    toastSuccess(MESSAGES.linkCopied);
  } catch (error) {
    console.error(DETAILS_TEXT.copyFailed, error);
    toastError(DETAILS_TEXT.copyFailed);
  }
}

function LikeButton({ community }: { community: Community }) {
  const like = useCommunityLike(community);
  return (
    <Tooltip title={like.value ? DETAILS_TEXT.unlike : DETAILS_TEXT.like}>
      <Button
        aria-pressed={like.value}
        aria-label={`${like.value ? DETAILS_TEXT.unlike : DETAILS_TEXT.like}, ${like.count}`}
        onClick={like.toggle}
        icon={like.value ? <HeartFilled style={{ color: '#e5484d' }} /> : <HeartOutlined />}
      >
        {like.count}
      </Button>
    </Tooltip>
  );
}

/** The header card. */
export function CommunityHeader({ community, onLeft }: { community: Community; onLeft?: () => void }) {
  return (
    <section className={styles.communityHeader} aria-labelledby="community-name">
      <AuthImage src={community.imageUrl} alt="" className={styles.communityBanner} displayWidth={1100} />
      <div className={styles.communityHeaderBody}>
        <div className={styles.communityHeaderText}>
          <div className={styles.chips}>
            {community.categories.length === 0 ? (
              <Tag bordered={false}>{EXPLORE_TEXT.uncategorized}</Tag>
            ) : (
              community.categories.map((category) => (
                <Tag
                  key={category.id}
                  bordered={false}
                  style={{ color: category.color, background: `color-mix(in srgb, ${category.color} 10%, #fff)` }}
                >
                  {category.name}
                </Tag>
              ))
            )}
            {community.isArchived && <Tag>{EXPLORE_TEXT.archived}</Tag>}
          </div>
          <h1 id="community-name" className={styles.communityTitle}>
            {community.name}
          </h1>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {community.shortDescription}
          </Typography.Paragraph>
          <Typography.Text type="secondary" className={styles.communityFacts}>
            <PrivacyLabel community={community} />
            <span>
              <TeamOutlined /> {EXPLORE_TEXT.members(community.membersCount)}
            </span>
          </Typography.Text>
        </div>
        <div className={styles.communityHeaderActions}>
          <LikeButton community={community} />
          <FavouriteButton community={community} />
          <Tooltip title={DETAILS_TEXT.copyLink}>
            <Button
              icon={<LinkOutlined />}
              aria-label={DETAILS_TEXT.copyLink}
              onClick={() => void copyText(window.location.href)}
            />
          </Tooltip>
          {opensAdminArea(community.permissions) && (
            <LinkButton to={communityPaths().adminCommunity(community.id)} icon={<SettingOutlined aria-hidden />}>
              {MENU_TEXT.manage}
            </LinkButton>
          )}
          <JoinControl community={community} onLeft={onLeft} />
        </div>
      </div>
    </section>
  );
}
