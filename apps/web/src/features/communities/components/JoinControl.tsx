/**
 * The join/joined control of a community card and header (spec 02 §4 Membership): administrators
 * see no control; auto-join communities show "Auto joined" with no control; members see "Joined"
 * with Leave; an awaiting request shows "Pending Access" (with Cancel request: chosen); others see
 * Join, which runs the join flow. A blocked user sees nothing (the server refuses a join).
 */
import { CheckOutlined, ClockCircleOutlined, DownOutlined } from '@ant-design/icons';
import { type Community, MembershipStatus } from '@portal/shared';
import { Button, Dropdown, Modal, Tag } from 'antd';
import { JOIN_TEXT } from '../constants';
import { useJoinFlow, useLeave } from '../hooks/useMembership';

export interface JoinControlProps {
  community: Community;
  size?: 'small' | 'middle' | 'large';
  /** After leaving (details: go to explore). */
  onLeft?: () => void;
}

/** The control, or nothing. */
export function JoinControl({ community, size = 'middle', onLeft }: JoinControlProps) {
  if (community.isAdmin) return null;
  if (community.isAutoJoin) {
    return (
      <Tag color="green" icon={<CheckOutlined />} style={{ marginInlineEnd: 0 }}>
        {JOIN_TEXT.autoJoined}
      </Tag>
    );
  }
  if (community.status === MembershipStatus.Blocked) return null;
  if (community.status === MembershipStatus.Joined)
    return <JoinedButton community={community} size={size} onLeft={onLeft} />;
  if (community.status === MembershipStatus.Awaiting) return <PendingButton community={community} size={size} />;
  return <JoinButton community={community} size={size} />;
}

function JoinButton({ community, size }: { community: Community; size: JoinControlProps['size'] }) {
  const flow = useJoinFlow(community);
  return (
    <>
      <Button
        type="primary"
        size={size}
        loading={flow.busy}
        onClick={flow.start}
        aria-label={`${JOIN_TEXT.join} ${community.name}`}
      >
        {JOIN_TEXT.join}
      </Button>
      {flow.modals}
    </>
  );
}

function JoinedButton({
  community,
  size,
  onLeft,
}: {
  community: Community;
  size: JoinControlProps['size'];
  onLeft?: () => void;
}) {
  const { leave, busy } = useLeave(community, onLeft);
  const [modal, holder] = Modal.useModal();
  return (
    <>
      {holder}
      <Dropdown
        trigger={['click']}
        autoFocus
        menu={{
          items: [{ key: 'leave', label: JOIN_TEXT.leave, danger: true }],
          onClick: () =>
            modal.confirm({
              title: JOIN_TEXT.leaveConfirm,
              content: community.name,
              okText: JOIN_TEXT.leave,
              okButtonProps: { danger: true },
              cancelText: JOIN_TEXT.cancel,
              onOk: leave,
            }),
        }}
      >
        <Button
          size={size}
          loading={busy}
          icon={<CheckOutlined />}
          aria-label={`${JOIN_TEXT.joined}: ${community.name}`}
        >
          {JOIN_TEXT.joined} <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
    </>
  );
}

function PendingButton({ community, size }: { community: Community; size: JoinControlProps['size'] }) {
  const { cancelRequest, busy } = useLeave(community);
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{ items: [{ key: 'cancel', label: JOIN_TEXT.cancelRequest }], onClick: () => void cancelRequest() }}
    >
      <Button size={size} loading={busy} icon={<ClockCircleOutlined />}>
        {JOIN_TEXT.pendingAccess} <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
