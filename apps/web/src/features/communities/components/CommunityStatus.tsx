/**
 * The community error screens (spec 02 §2 Community error screens): status 400 (and 404) shows
 * "Community not found." / "This community doesn't exist or may have been removed."; status 403
 * shows the private-community screen ("This community is private.", "You must be a member to view
 * it"); a non-member of a community that is not open to them sees "Oops! Only members of this
 * community can view it!" with an Explore communities button.
 */
import { LockOutlined } from '@ant-design/icons';
import { type Community, COMMUNITY_MESSAGES } from '@portal/shared';
import { Button, Result } from 'antd';
import { LinkButton } from '../../../components/LinkButton';
import { errorMessage, isApiError } from '../../../lib/errors';
import { DETAILS_TEXT } from '../constants';
import { communityPaths } from '../hooks/useCommunityPaths';
import { JoinControl } from './JoinControl';

function ExploreButton() {
  return (
    <LinkButton to={communityPaths().explore} type="primary">
      {DETAILS_TEXT.exploreCommunities}
    </LinkButton>
  );
}

/** The screen for a failed community (or post) load. */
export function CommunityErrorScreen({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (isApiError(error, 400) || isApiError(error, 404)) {
    return (
      <Result
        status="404"
        title={COMMUNITY_MESSAGES.communityNotFound}
        subTitle={COMMUNITY_MESSAGES.communityNotFoundDescription}
        extra={<ExploreButton />}
        data-testid="community-not-found"
      />
    );
  }
  if (isApiError(error, 403)) {
    return (
      <Result
        status="403"
        icon={<LockOutlined style={{ fontSize: 64, color: 'var(--brand-text)' }} />}
        title={COMMUNITY_MESSAGES.communityPrivate}
        subTitle={COMMUNITY_MESSAGES.mustBeMember}
        extra={<ExploreButton />}
      />
    );
  }
  return (
    <Result
      status="error"
      title={errorMessage(error)}
      extra={onRetry && <Button onClick={onRetry}>Try again</Button>}
    />
  );
}

/** "Oops! Only members of this community can view it!" with Explore communities (and the join control: chosen). */
export function MembersOnlyScreen({ community }: { community: Community }) {
  return (
    <Result
      icon={<LockOutlined style={{ fontSize: 64, color: 'var(--brand-text)' }} />}
      title={COMMUNITY_MESSAGES.onlyMembers}
      subTitle={community.name}
      extra={
        <div style={{ display: 'inline-flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center' }}>
          <ExploreButton />
          <JoinControl community={community} />
        </div>
      }
    />
  );
}
