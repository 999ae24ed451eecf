/**
 * Communities home (spec 02 §2): the infinite-scroll feed of posts (page size 20) with the report
 * dialog, and Create post when the community-level or global postCreate permission is held.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useFeed } from '../api/posts';
import { POST_TEXT } from '../constants';
import { usePostableCommunities } from '../hooks/usePostingRights';
import { PageHeading } from './CommunitiesLayout';
import { PostComposerModal } from './PostComposerModal';
import { PostFeed } from './PostFeed';

/** The home feed; `title` is the route family's label ("Communities", "Workspaces" or "Hubs"). */
export function HomeFeedView({ title }: { title: string }) {
  const feed = useFeed(false);
  const postable = usePostableCommunities();
  const [composing, setComposing] = useState(false);
  const canCreate = postable.communities.length > 0;
  return (
    <>
      <PageHeading
        title={title}
        extra={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setComposing(true)}>
              {POST_TEXT.createPost}
            </Button>
          )
        }
      />
      <PostFeed query={feed} emptyText={POST_TEXT.noPosts} />
      <PostComposerModal open={composing} onClose={() => setComposing(false)} />
    </>
  );
}

/** Saved posts (spec 02 §2): the feed of saved posts with the report dialog. */
export function SavedPostsView() {
  const feed = useFeed(true);
  return (
    <>
      <PageHeading title={POST_TEXT.savedTitle} />
      <PostFeed query={feed} emptyText={POST_TEXT.noSavedPosts} />
    </>
  );
}
