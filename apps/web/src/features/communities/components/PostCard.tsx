/**
 * A post in a feed (spec 02 §2 home feed, saved posts, Discussion tab): author, community, date,
 * badges ("Closed post", waiting for approval), title linking to the post, cover image, excerpt,
 * tags, attachments count, like (700 ms), comments, views and save (600 ms), and the menu with
 * Edit, Delete and Report as the post's abilities allow.
 */
import { CommentOutlined, EyeOutlined, PaperClipOutlined } from '@ant-design/icons';
import { type Post, PostStatus } from '@portal/shared';
import { Card, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { RichText } from '../../../components/RichText';
import { formatDateMedium } from '../../../lib/format';
import { POST_TEXT } from '../constants';
import { communityPaths } from '../hooks/useCommunityPaths';
import { fullName } from '../utils/names';
import { AuthImage } from './AuthImage';
import { PersonAvatar } from './PersonAvatar';
import { PostLikeButton, PostSaveButton } from './PostButtons';
import { PostMenu, type PostMenuHandlers } from './PostMenu';
import styles from './communities.module.css';

/** Status badges of a post. */
export function PostBadges({ post }: { post: Post }) {
  return (
    <>
      {post.isFrozen && <Tag color="default">{POST_TEXT.closedPost}</Tag>}
      {post.status === PostStatus.WaitForApproval && <Tag color="gold">{POST_TEXT.waitingApproval}</Tag>}
      {post.status === PostStatus.ArchivedDueToReported && <Tag color="red">{POST_TEXT.archivedPost}</Tag>}
    </>
  );
}

/** One card. */
export function PostCard({
  post,
  showCommunity = true,
  ...handlers
}: { post: Post; showCommunity?: boolean } & PostMenuHandlers) {
  const paths = communityPaths();
  const to = paths.post(post.community.alias, post.id);
  return (
    <Card variant="borderless" className={styles.postCard} styles={{ body: { padding: 20 } }} data-testid="post-card">
      <header className={styles.postHeader}>
        <PersonAvatar person={post.user} avatarUrl={post.user?.avatarUrl} />
        <div className={styles.postMeta}>
          <span className={styles.postAuthor}>
            {fullName(post.user)}
            {post.user?.pronoun && <span className={styles.pronoun}> ({post.user.pronoun})</span>}
          </span>
          <Typography.Text type="secondary" className={styles.postSub}>
            {showCommunity && (
              <>
                <Link to={paths.community(post.community.alias)}>{post.community.name}</Link>
                {' · '}
              </>
            )}
            {formatDateMedium(post.createdAt)}
          </Typography.Text>
        </div>
        <div className={styles.postHeaderEnd}>
          <PostBadges post={post} />
          <PostMenu post={post} {...handlers} />
        </div>
      </header>
      <Link to={to} className={styles.postTitle} data-testid="post-title">
        {post.title}
      </Link>
      {post.imageUrl && (
        <Link to={to} tabIndex={-1} aria-hidden="true" className={styles.postCover}>
          <AuthImage src={post.imageUrl} alt="" className={styles.coverImage} displayWidth={640} />
        </Link>
      )}
      <RichText html={post.body} className={`${styles.richText} ${styles.excerpt}`} />
      {post.tags.length > 0 && (
        <div className={styles.chips}>
          {post.tags.map((tag) => (
            <Tag key={tag.id} bordered={false} className={styles.tagChip}>
              #{tag.name}
            </Tag>
          ))}
        </div>
      )}
      <footer className={styles.postFooter}>
        <PostLikeButton post={post} />
        <Link to={`${to}#comments`} className={styles.postStat} aria-label={POST_TEXT.comments(post.commentsCount)}>
          <CommentOutlined /> {post.commentsCount}
        </Link>
        <span className={styles.postStat} title={POST_TEXT.views(post.viewsCount)}>
          <EyeOutlined /> {post.viewsCount}
        </span>
        {post.attachments.length > 0 && (
          <span className={styles.postStat} title={`${post.attachments.length} attachments`}>
            <PaperClipOutlined /> {post.attachments.length}
          </span>
        )}
        <span style={{ flex: 1 }} />
        <PostSaveButton post={post} />
      </footer>
    </Card>
  );
}
