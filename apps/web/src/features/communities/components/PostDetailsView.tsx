/**
 * Post details {alias}/posts/{id} (spec 02 §2): the post with its cover, body, tags and
 * attachments, like and save, the comment tree (max depth 3), the creator card (name, pronoun,
 * posts and comments counts) and back links to the community's posts and the community. Opening a
 * post records a view. A missing post shows "Post not found."; a private one the 403 screen.
 */
import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons';
import { COMMUNITY_MESSAGES, type Post } from '@portal/shared';
import { Card, Result, Skeleton, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import { RichText } from '../../../components/RichText';
import { isApiError } from '../../../lib/errors';
import { formatDateLong, formatDateMedium } from '../../../lib/format';
import { getCurrentTenant } from '../../../lib/runtime-config';
import { postAction, usePost, usePostCounter } from '../api/posts';
import { POST_TEXT } from '../constants';
import { communityPaths } from '../hooks/useCommunityPaths';
import { usePostActions } from '../hooks/usePostActions';
import { fullName } from '../utils/names';
import { AttachmentList } from './AttachmentList';
import { AuthImage } from './AuthImage';
import { CommentThread } from './CommentThread';
import { CommunityErrorScreen } from './CommunityStatus';
import { PersonAvatar } from './PersonAvatar';
import { PostLikeButton, PostSaveButton } from './PostButtons';
import { PostBadges } from './PostCard';
import { PostMenu } from './PostMenu';
import styles from './communities.module.css';

const viewed = new Set<number>();

function BackLinks({ alias, communityName }: { alias: string; communityName?: string }) {
  const paths = communityPaths();
  return (
    <nav className={styles.backLinks} aria-label="Back">
      <Link to={paths.posts(alias)} className={styles.backLink}>
        <ArrowLeftOutlined /> {POST_TEXT.backToPosts}
      </Link>
      <Link to={paths.community(alias)} className={styles.backLink}>
        {POST_TEXT.backToCommunity}
        {communityName ? `: ${communityName}` : ''}
      </Link>
    </nav>
  );
}

/** The creator card: who wrote the post and how much they have written. */
export function CreatorCard({ post }: { post: Post }) {
  const counter = usePostCounter(post.createdByUserId);
  return (
    <Card variant="borderless" className={styles.creatorCard} title="Posted by">
      <div className={styles.creatorHead}>
        <PersonAvatar person={post.user} avatarUrl={post.user?.avatarUrl} size={56} />
        <div>
          <div className={styles.memberName}>{fullName(post.user)}</div>
          {post.user?.pronoun && <Typography.Text type="secondary">{post.user.pronoun}</Typography.Text>}
        </div>
      </div>
      {counter.data && (
        <div className={styles.creatorStats}>
          <div>
            <strong>{counter.data.postsCount}</strong>
            <span>Posts</span>
          </div>
          <div>
            <strong>{counter.data.commentsCount}</strong>
            <span>Comments</span>
          </div>
        </div>
      )}
    </Card>
  );
}

/** The page for the route's :alias and :postId. */
export function PostDetailsView() {
  const { alias = '', postId } = useParams();
  const id = Number(postId);
  const valid = Number.isInteger(id) && id > 0;
  const query = usePost(valid ? id : undefined);
  const navigate = useNavigate();
  const { handlers, dialogs } = usePostActions({ onDeleted: () => navigate(communityPaths().posts(alias)) });
  const post = query.data;

  useEffect(() => {
    if (!post) return;
    document.title = `${post.title} | ${getCurrentTenant().shortName}`;
    if (!viewed.has(post.id)) {
      viewed.add(post.id);
      postAction(post.id, 'view').catch(() => undefined);
    }
  }, [post]);

  if (valid && query.isPending) {
    return (
      <>
        <BackLinks alias={alias} />
        <Card variant="borderless" role="status" aria-busy="true" aria-label="Loading">
          <Skeleton active avatar paragraph={{ rows: 8 }} />
        </Card>
      </>
    );
  }
  if (!valid || !post) {
    const notFound = !valid || isApiError(query.error, 404) || isApiError(query.error, 400);
    return (
      <>
        <BackLinks alias={alias} />
        {notFound ? (
          <Result
            status="404"
            title={COMMUNITY_MESSAGES.postNotFound}
            extra={
              <LinkButton type="primary" to={communityPaths().posts(alias)}>
                {POST_TEXT.backToPosts}
              </LinkButton>
            }
          />
        ) : (
          <CommunityErrorScreen error={query.error} onRetry={() => query.refetch()} />
        )}
      </>
    );
  }

  return (
    <>
      <BackLinks alias={post.community.alias} communityName={post.community.name} />
      <div className={styles.postDetailsGrid}>
        <div className={styles.postDetailsMain}>
          <article className={styles.postArticle} aria-labelledby="post-title">
            <header className={styles.postHeader}>
              <PersonAvatar person={post.user} avatarUrl={post.user?.avatarUrl} />
              <div className={styles.postMeta}>
                <span className={styles.postAuthor}>{fullName(post.user)}</span>
                <Typography.Text type="secondary" className={styles.postSub} title={formatDateLong(post.createdAt)}>
                  <Link to={communityPaths().community(post.community.alias)}>{post.community.name}</Link> ·{' '}
                  {formatDateMedium(post.createdAt)}
                </Typography.Text>
              </div>
              <div className={styles.postHeaderEnd}>
                <PostBadges post={post} />
                <PostMenu post={post} {...handlers} />
              </div>
            </header>
            <h1 id="post-title" className={styles.postDetailsTitle}>
              {post.title}
            </h1>
            {post.imageUrl && (
              <div className={styles.postCover}>
                <AuthImage src={post.imageUrl} alt="" className={styles.coverImage} displayWidth={800} />
              </div>
            )}
            <RichText html={post.body} className={styles.richText} />
            {post.tags.length > 0 && (
              <div className={styles.chips} style={{ marginTop: 16 }}>
                {post.tags.map((tag) => (
                  <Tag key={tag.id} bordered={false} className={styles.tagChip}>
                    #{tag.name}
                  </Tag>
                ))}
              </div>
            )}
            <AttachmentList attachments={post.attachments} />
            <footer className={styles.postFooter}>
              <PostLikeButton post={post} />
              <span className={styles.postStat} title={POST_TEXT.views(post.viewsCount)}>
                <EyeOutlined /> {post.viewsCount}
              </span>
              <span style={{ flex: 1 }} />
              <PostSaveButton post={post} />
            </footer>
          </article>
          <div className={styles.creatorInline}>
            <CreatorCard post={post} />
          </div>
          <CommentThread post={post} />
        </div>
        <aside className={styles.postDetailsSide}>
          <CreatorCard post={post} />
        </aside>
      </div>
      {dialogs}
    </>
  );
}
