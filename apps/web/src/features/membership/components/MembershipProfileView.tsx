/**
 * Membership profile (spec 03 §2 /settings/membership-profile, §3 fields; issue #15): number,
 * membership, status, join, renewed-to and termination dates, automatic renewal, renewal through
 * the payment provider when due, and the certificate PDF. Loading skeleton, empty (no membership)
 * and error ('Error getting membership details. Try again later.') states.
 */
import { DownloadOutlined, LoadingOutlined, SyncOutlined } from '@ant-design/icons';
import { MEMBERSHIP_MESSAGES, type MembershipProfile } from '@portal/shared';
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { goToCheckout } from '../../../lib/checkout-redirect';
import { saveBlob } from '../../../lib/download';
import { reportFailure, toastError } from '../../../lib/feedback';
import { formatCurrency, formatDate } from '../../../lib/format';
import { fetchCertificate, useAutoRenew, useMembership, useRenewMembership } from '../api/membership';
import { MEMBERSHIP_TEXT as TEXT } from '../constants';

const STATUS_COLOURS: Record<string, string> = { Active: 'success', Lapsed: 'warning', Cancelled: 'default' };

/** The status as a tag (Active, Lapsed, Cancelled; others as given). */
export function MembershipStatusTag({ status }: { status: string }) {
  return <Tag color={STATUS_COLOURS[status] ?? 'default'}>{status}</Tag>;
}

function RenewalPanel({ m }: { m: MembershipProfile }) {
  const navigate = useNavigate();
  const renew = useRenewMembership();
  if (m.isLifeMember) return <Alert type="info" showIcon message={TEXT.lifeMember} />;
  if (m.memberStatus === 'Cancelled' || !m.renewedToDate) return null;
  const lapsed = m.memberStatus === 'Lapsed';
  const onRenew = () =>
    renew.mutate(undefined, {
      onSuccess: (answer) => goToCheckout(navigate, answer.checkoutUrl),
      onError: (error) => reportFailure(error),
    });
  return (
    <Alert
      type={lapsed ? 'warning' : m.renewalDue ? 'info' : 'success'}
      showIcon
      message={
        lapsed
          ? TEXT.lapsed(formatDate(m.renewedToDate))
          : m.renewalDue
            ? TEXT.renewDue(formatDate(m.renewedToDate))
            : `${TEXT.renewedTo} ${formatDate(m.renewedToDate)}`
      }
      description={
        m.renewalDue && m.nextRenewedToDate ? (
          <Space direction="vertical" size={8}>
            <span>{TEXT.renewFee(formatCurrency(m.renewalFee), formatDate(m.nextRenewedToDate))}</span>
            {m.pendingInvoiceId && <span>{TEXT.pendingInvoice}</span>}
            <Button
              type="primary"
              onClick={onRenew}
              disabled={renew.isPending}
              icon={renew.isPending ? <LoadingOutlined /> : <SyncOutlined />}
            >
              {TEXT.renew}
            </Button>
          </Space>
        ) : undefined
      }
    />
  );
}

function AutoRenewSwitch({ m }: { m: MembershipProfile }) {
  const update = useAutoRenew();
  if (m.isLifeMember || m.memberStatus === 'Cancelled') return <span>—</span>;
  return (
    <Space wrap>
      <Switch
        checked={m.autoRenew}
        loading={update.isPending}
        aria-label={TEXT.autoRenew}
        onChange={(on) => update.mutate(on, { onError: (error) => reportFailure(error) })}
      />
      <Typography.Text type="secondary">{TEXT.autoRenewHelp}</Typography.Text>
    </Space>
  );
}

/** The membership profile screen's body. */
export function MembershipProfileView() {
  const { data, isPending, isError, refetch } = useMembership();
  const [params] = useSearchParams();
  const paid = params.get('checkout') === 'success';
  const client = useQueryClient();
  // Back from the payment page: the renewal changed the membership (and its invoices).
  useEffect(() => {
    if (paid) void client.invalidateQueries();
  }, [paid, client]);
  const [downloading, setDownloading] = useState(false);
  if (isPending) return <Skeleton active paragraph={{ rows: 7 }} />;
  if (isError)
    return (
      <Alert
        type="error"
        showIcon
        message={MEMBERSHIP_MESSAGES.loadFailed}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  if (!data) return <Empty description={TEXT.noMembership} />;
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await fetchCertificate(data.id), `membership-certificate-${data.memberNum}.pdf`);
    } catch {
      toastError(MEMBERSHIP_MESSAGES.pdfFailed);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {paid && <Alert type="success" showIcon message={MEMBERSHIP_MESSAGES.renewalReceived} closable />}
      <RenewalPanel m={data} />
      <Card>
        <Descriptions column={{ xs: 1, sm: 1, md: 2 }} colon={false} layout="vertical">
          <Descriptions.Item label={TEXT.memberNum}>{data.memberNum}</Descriptions.Item>
          <Descriptions.Item label={TEXT.membership}>{data.membershipName}</Descriptions.Item>
          <Descriptions.Item label={TEXT.status}>
            <MembershipStatusTag status={data.memberStatus} />
          </Descriptions.Item>
          <Descriptions.Item label={TEXT.joinDate}>{formatDate(data.joinDate)}</Descriptions.Item>
          <Descriptions.Item label={TEXT.renewedTo}>
            {data.isLifeMember ? 'Life' : data.renewedToDate ? formatDate(data.renewedToDate) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={TEXT.terminationDate}>
            {data.terminationDate ? formatDate(data.terminationDate) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={TEXT.autoRenew} span={2}>
            <AutoRenewSwitch m={data} />
          </Descriptions.Item>
        </Descriptions>
        <Button
          style={{ marginTop: 16 }}
          onClick={() => void download()}
          disabled={downloading}
          icon={downloading ? <LoadingOutlined /> : <DownloadOutlined />}
        >
          {TEXT.certificate}
        </Button>
      </Card>
    </Space>
  );
}
