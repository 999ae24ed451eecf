/**
 * The join flow and leaving (spec 02 §2 Join flow, §4 Membership): terms first when the community
 * requires agreement ("I accept"), then the questions of a private community, then the join call;
 * a file answer is sent after the join. A failed join calls cancel-join and shows "Something went
 * wrong. Try again."; a public join navigates to the community; a private one shows "Pending
 * Access". Leaving shows "Error leaving community. Try again." with the server's message on
 * failure. Every cached copy of the community and the side menu are refreshed afterwards.
 */
import { type Community, COMMUNITY_MESSAGES, MembershipStatus } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/errors';
import { notifyError, toastSuccess } from '../../../lib/feedback';
import {
  cancelJoin,
  joinCommunity,
  leaveCommunity,
  type MembershipAnswer,
  patchCommunityInCaches,
  sendJoinFile,
} from '../api/communities';
import { communityKeys, postKeys } from '../api/keys';
import { type JoinAnswers, JoinQuestionsModal } from '../components/JoinQuestionsModal';
import { TermsModal } from '../components/TermsModal';
import { JOIN_TEXT } from '../constants';
import { communityPaths } from './useCommunityPaths';
import { queryKeys } from '../../../data';

type Step = 'idle' | 'terms' | 'questions';

function applyMembership(queryClient: ReturnType<typeof useQueryClient>, answer: MembershipAnswer) {
  patchCommunityInCaches(queryClient, answer.communityId, {
    status: answer.status,
    isJoined: answer.isJoined,
    role: answer.role,
  });
  void queryClient.invalidateQueries({ queryKey: communityKeys.preference() });
  void queryClient.invalidateQueries({ queryKey: communityKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: [...queryKeys.scope('communities'), 'alias'] });
  void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
}

/** Starts the join flow for one community; render `modals` somewhere in the tree. */
export function useJoinFlow(community: Community) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('idle');
  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const needsQuestions = !community.isPublic && community.hasJoinQuestions;

  async function join(acceptTerms: boolean, answers: JoinAnswers = { answers: [], files: [] }) {
    setBusy(true);
    try {
      let answer = await joinCommunity(community.id, { acceptTerms, answers: answers.answers });
      for (const { questionId, file } of answers.files) answer = await sendJoinFile(community.id, questionId, file);
      setStep('idle');
      applyMembership(queryClient, answer);
      if (answer.isJoined && community.isPublic) navigate(communityPaths().community(community.alias));
      else if (answer.status === MembershipStatus.Awaiting) toastSuccess(JOIN_TEXT.requestSent);
    } catch (error) {
      await cancelJoin(community.id).catch(() => undefined);
      setStep('idle');
      void queryClient.invalidateQueries({ queryKey: communityKeys.all });
      notifyError({ title: COMMUNITY_MESSAGES.joinFailed, description: errorMessage(error), durationSeconds: 4.5 });
    } finally {
      setBusy(false);
    }
  }

  function afterTerms(acceptTerms: boolean) {
    setAccepted(acceptTerms);
    if (needsQuestions) setStep('questions');
    else void join(acceptTerms);
  }

  function start() {
    if (community.isRequireAgreement) setStep('terms');
    else afterTerms(false);
  }

  const modals = (
    <>
      <TermsModal
        communityId={community.id}
        communityName={community.name}
        open={step === 'terms'}
        busy={busy}
        onAccept={() => afterTerms(true)}
        onCancel={() => setStep('idle')}
      />
      <JoinQuestionsModal
        communityId={community.id}
        open={step === 'questions'}
        busy={busy}
        onSubmit={(answers) => void join(accepted, answers)}
        onCancel={() => setStep('idle')}
      />
    </>
  );

  return { start, busy, modals };
}

/** Leaves a community or withdraws a pending request; `onLeft` runs after success. */
export function useLeave(community: Community, onLeft?: () => void) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function leave() {
    setBusy(true);
    try {
      applyMembership(queryClient, await leaveCommunity(community.id));
      toastSuccess(JOIN_TEXT.left);
      onLeft?.();
    } catch (error) {
      notifyError({ title: COMMUNITY_MESSAGES.leaveFailed, description: errorMessage(error), durationSeconds: 4.5 });
    } finally {
      setBusy(false);
    }
  }

  async function cancelRequest() {
    setBusy(true);
    try {
      applyMembership(queryClient, await cancelJoin(community.id));
    } catch (error) {
      notifyError({ title: COMMUNITY_MESSAGES.joinFailed, description: errorMessage(error), durationSeconds: 4.5 });
    } finally {
      setBusy(false);
    }
  }

  return { leave, cancelRequest, busy };
}
