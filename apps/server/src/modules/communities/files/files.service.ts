/**
 * GET /api/v1/community/files/{id}: the bytes of a community file, for callers who may see its
 * parent (issue #3 Uploads): a community image for whoever discovers the community; a post cover or
 * attachment, or a comment attachment, for readers of the post; a join answer file for its uploader
 * and the community's member managers (communityAddMember); an asset file (spec 02 §3 Asset) for
 * whoever may read the community's content (checkReadContent). Anything else is 404.
 */
import { COMMUNITY_MESSAGES } from '@portal/shared';
import type { Actor, AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { checkDiscover, checkReadContent, checkReadPost, hasFlag } from '../../../policies/communities';
import { factsOf, loadCommunity, membershipOf, viewerOf } from '../access.repository';
import { postCommunityFacts, postFactsOf, postMembership } from '../posts/posts.presenter';
import { loadPostRow } from '../posts/posts.repository';
import { type CommunityFileRow, loadFileRow } from './files.repository';

const notFound = () => new AppError('NOT_FOUND', COMMUNITY_MESSAGES.fileNotFound);

/** The file row when the caller may read it; 404 otherwise (unknown, or its parent is hidden). */
export async function getVisibleCommunityFile(ctx: AppContext, actor: Actor, id: string): Promise<CommunityFileRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
  const file = await loadFileRow(ctx.db, id);
  if (!file) throw notFound();
  const viewer = viewerOf(actor);
  let allowed = false;
  if (file.postId != null) {
    const post = await loadPostRow(ctx.db, viewer, Number(file.postId));
    allowed =
      !!post && checkReadPost(actor, postCommunityFacts(post), postMembership(post), postFactsOf(post)) === null;
  } else {
    const community = await loadCommunity(ctx.db, viewer, Number(file.communityId)).catch(() => null);
    if (community) {
      const facts = factsOf(community);
      const membership = membershipOf(community);
      if (file.kind === 'community_image') allowed = checkDiscover(actor, facts, membership) === null;
      else if (file.kind === 'asset') allowed = checkReadContent(actor, facts, membership) === null;
      else if (file.kind === 'join_answer') {
        allowed =
          file.uploadedBy === actor.id ||
          (checkReadContent(actor, facts, membership) === null &&
            hasFlag(actor, facts, membership, 'communityAddMember'));
      }
    }
  }
  if (!allowed) throw notFound();
  return file;
}
