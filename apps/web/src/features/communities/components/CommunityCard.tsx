/**
 * A community card of the explore grid and favourites (spec 02 §2 Explore communities): image,
 * name, short description, categories, Open/Private and member count, the favourite toggle and
 * the join control. Members, administrators, auto-join and public communities open on click
 * (spec 02 §6); other names are not links.
 */
import { LockOutlined, StarFilled, StarOutlined, TeamOutlined, UnlockOutlined } from '@ant-design/icons';
import type { Community } from '@portal/shared';
import { Button, Card, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { DETAILS_TEXT, EXPLORE_TEXT } from '../constants';
import { communityPaths } from '../hooks/useCommunityPaths';
import { useCommunityFavourite } from '../hooks/useCommunityToggles';
import { AuthImage } from './AuthImage';
import { JoinControl } from './JoinControl';
import styles from './communities.module.css';

/** True when the caller may open the community's pages (spec 02 §6). */
export function canOpenCommunity(community: Community): boolean {
  return community.isJoined || community.isAdmin || community.isAutoJoin || community.isPublic;
}

/** Star toggle (500 ms debounce). */
export function FavouriteButton({ community, size = 'middle' }: { community: Community; size?: 'small' | 'middle' }) {
  const favourite = useCommunityFavourite(community);
  const label = favourite.value ? DETAILS_TEXT.unfavourite : DETAILS_TEXT.favourite;
  return (
    <Tooltip title={label}>
      <Button
        shape="circle"
        size={size}
        aria-label={`${label}: ${community.name}`}
        aria-pressed={favourite.value}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          favourite.toggle();
        }}
        icon={favourite.value ? <StarFilled style={{ color: '#f5a524' }} /> : <StarOutlined />}
      />
    </Tooltip>
  );
}

/** Open / Private label. */
export function PrivacyLabel({ community }: { community: Community }) {
  return community.isPublic ? (
    <span className={styles.privacy}>
      <UnlockOutlined /> {EXPLORE_TEXT.open}
    </span>
  ) : (
    <span className={styles.privacy}>
      <LockOutlined /> {EXPLORE_TEXT.private}
    </span>
  );
}

/** One card. */
export function CommunityCard({ community }: { community: Community }) {
  const to = communityPaths().community(community.alias);
  const openable = canOpenCommunity(community);
  const image = <AuthImage src={community.imageUrl} alt="" className={styles.communityCardImage} displayWidth={400} />;
  return (
    <Card
      variant="borderless"
      className={styles.communityCard}
      styles={{ body: { padding: 16, display: 'flex', flexDirection: 'column', gap: 8, flex: 1 } }}
      data-testid="community-card"
      cover={
        <div className={styles.communityCardCover}>
          {openable ? (
            <Link to={to} tabIndex={-1} aria-hidden="true">
              {image}
            </Link>
          ) : (
            image
          )}
          <span className={styles.communityCardStar}>
            <FavouriteButton community={community} size="small" />
          </span>
        </div>
      }
    >
      {community.categories.length > 0 && (
        <div className={styles.chips}>
          {community.categories.map((category) => (
            <Tag
              key={category.id}
              bordered={false}
              style={{ color: category.color, background: `color-mix(in srgb, ${category.color} 10%, #fff)` }}
            >
              {category.name}
            </Tag>
          ))}
        </div>
      )}
      {openable ? (
        <Link to={to} className={styles.communityName}>
          {community.name}
        </Link>
      ) : (
        <span className={styles.communityName}>{community.name}</span>
      )}
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
        {community.shortDescription}
      </Typography.Paragraph>
      <div className={styles.communityCardFooter}>
        <Typography.Text type="secondary" className={styles.communityFacts}>
          <PrivacyLabel community={community} />
          <span>
            <TeamOutlined /> {EXPLORE_TEXT.members(community.membersCount)}
          </span>
          {community.isArchived && <Tag>{EXPLORE_TEXT.archived}</Tag>}
        </Typography.Text>
        <JoinControl community={community} size="small" />
      </div>
    </Card>
  );
}
