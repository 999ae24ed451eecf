/**
 * The community admin area's Meetings page (spec 02 §2 Community admin area, Meetings): "Create
 * meeting" (meetingAll), the meeting cards with a menu (Edit details, Share meeting, Invite members
 * for private meetings, Cancel meeting, Delete meeting), and the empty state. After creating a
 * private meeting the invite dialog opens, otherwise the share dialog. Cancel meeting (issue 30,
 * beyond the spec) asks for confirmation and an optional reason; the meeting stays, marked Cancelled.
 */
import { MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { MEETING_LIMITS, type Meeting } from '@portal/shared';
import { Button, Dropdown, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/errors';
import { toastError, toastSuccess } from '../../../../lib/feedback';
import { getRuntimeConfig } from '../../../../lib/runtime-config';
import { useAdminMeetings, useCancelMeeting, useDeleteMeeting } from '../api/meetings';
import { MEETING_TEXT } from '../constants';
import { meetingPath } from '../utils/meeting-format';
import { InviteMembersModal } from './InviteMembersModal';
import { MeetingFormModal } from './MeetingFormModal';
import { MeetingList } from './MeetingList';

const shareUrl = (m: Meeting) =>
  `${window.location.origin}${meetingPath(getRuntimeConfig().communitiesRoute, m.community.alias, m.id)}`;

function ShareModal({ meeting, onClose }: { meeting: Meeting | null; onClose: () => void }) {
  if (!meeting) return null;
  const url = shareUrl(meeting);
  const copy = async () => {
    if (!navigator.clipboard?.writeText)
      return toastError('Clipboard API is not supported or requires user interaction.');
    try {
      await navigator.clipboard.writeText(url);
      toastSuccess(MEETING_TEXT.linkCopied);
    } catch {
      toastError('Failed to copy text!');
    }
  };
  return (
    <Modal open title={MEETING_TEXT.share} onCancel={onClose} footer={<Button onClick={onClose}>Close</Button>}>
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={url} aria-label="Meeting link" />
        <Button type="primary" onClick={copy}>
          {MEETING_TEXT.copyLink}
        </Button>
      </Space.Compact>
    </Modal>
  );
}

/** The confirmation of Cancel meeting, with an optional reason sent to the members who answered. */
function CancelMeetingModal({
  communityId,
  meeting,
  onClose,
}: {
  communityId: number;
  meeting: Meeting | null;
  onClose: () => void;
}) {
  const cancel = useCancelMeeting(communityId);
  const [reason, setReason] = useState('');
  if (!meeting) return null;
  const close = () => {
    setReason('');
    onClose();
  };
  const submit = () =>
    cancel
      .mutateAsync({ id: meeting.id, reason })
      .then(() => {
        toastSuccess(MEETING_TEXT.cancelled);
        close();
      })
      .catch((e) => toastError(`${MEETING_TEXT.cancelFailed} ${errorMessage(e)}`));
  return (
    <Modal
      open
      title={`Cancel "${meeting.name}"?`}
      onCancel={close}
      okText="Cancel meeting"
      cancelText="Keep meeting"
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      onOk={submit}
    >
      <Typography.Paragraph>
        The meeting stays on the list as Cancelled and RSVP closes. Members who answered or were invited get a
        notification and an email, and their calendars show it as cancelled.
      </Typography.Paragraph>
      <label htmlFor="cancel-meeting-reason" style={{ display: 'block', marginBottom: 4 }}>
        Reason (optional)
      </label>
      <Input.TextArea
        id="cancel-meeting-reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={MEETING_LIMITS.cancelReasonMax}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
      />
    </Modal>
  );
}

/** The page's content for community `communityId`. */
export function MeetingsAdminView({ communityId }: { communityId: number }) {
  const list = useAdminMeetings(communityId);
  const remove = useDeleteMeeting(communityId);
  const [editing, setEditing] = useState<Meeting | undefined>(undefined);
  const [formOpen, setFormOpen] = useState(false);
  const [inviting, setInviting] = useState<Meeting | null>(null);
  const [sharing, setSharing] = useState<Meeting | null>(null);
  const [cancelling, setCancelling] = useState<Meeting | null>(null);
  const cancellable = (m: Meeting) => m.canManage && !m.cancelledAt && new Date(m.endDate).getTime() > Date.now();

  const confirmDelete = (m: Meeting) =>
    Modal.confirm({
      title: `Delete "${m.name}"?`,
      content: 'Members lose its RSVPs and bookmarks. This cannot be undone.',
      okText: 'Delete meeting',
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(m.id)
          .then(() => toastSuccess(MEETING_TEXT.deleted))
          .catch((e) => toastError(`${MEETING_TEXT.removeFailed}${errorMessage(e)}`)),
    });

  const menu = (m: Meeting) => (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          ...(m.canManage ? [{ key: 'edit', label: 'Edit details' }] : []),
          { key: 'share', label: MEETING_TEXT.share },
          ...(m.canManage && m.visible === 3 ? [{ key: 'invite', label: 'Invite members' }] : []),
          ...(cancellable(m) ? [{ key: 'cancel', label: 'Cancel meeting', danger: true }] : []),
          ...(m.canManage ? [{ key: 'delete', label: 'Delete meeting', danger: true }] : []),
        ],
        onClick: ({ key }) => {
          if (key === 'edit') {
            setEditing(m);
            setFormOpen(true);
          } else if (key === 'share') setSharing(m);
          else if (key === 'invite') setInviting(m);
          else if (key === 'cancel') setCancelling(m);
          else if (key === 'delete') confirmDelete(m);
        },
      }}
    >
      <Button shape="circle" icon={<MoreOutlined />} aria-label={`Actions for ${m.name}`} />
    </Dropdown>
  );

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
          {MEETING_TEXT.meetings}
          {list.data ? ` (${list.data.totalItemCount})` : ''}
        </Typography.Title>
        {!list.isError && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setEditing(undefined);
              setFormOpen(true);
            }}
          >
            Create meeting
          </Button>
        )}
      </div>
      <MeetingList
        meetings={list.data?.meets}
        query={list}
        emptyText={MEETING_TEXT.noMeetings}
        showCommunity={false}
        renderExtra={menu}
        adminView
      />
      <MeetingFormModal
        communityId={communityId}
        open={formOpen}
        meeting={editing}
        onClose={() => setFormOpen(false)}
        onSaved={(saved, created) => {
          setFormOpen(false);
          if (created) {
            if (saved.visible === 3) setInviting(saved);
            else setSharing(saved);
          }
        }}
      />
      <InviteMembersModal communityId={communityId} meeting={inviting} onClose={() => setInviting(null)} />
      <ShareModal meeting={sharing} onClose={() => setSharing(null)} />
      <CancelMeetingModal communityId={communityId} meeting={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}
