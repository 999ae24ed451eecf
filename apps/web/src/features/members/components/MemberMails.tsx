/**
 * The "Mails" section of the staff member page (issue 30): the newest 50 mails about the member,
 * each with its delivery state (Sent, Waiting to retry with the attempts and the last error, Sending,
 * Failed), and a Resend action that writes a copy to the outbox (it is delivered within seconds).
 * Through the house list state (QueryStateBody): skeleton, failure with retry, empty.
 */
import type { MemberMail } from '@portal/shared';
import { Button, Empty, Tag, Tooltip } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { QueryStateBody } from '../../../components/QueryStateBody';
import { reportFailure, toastSuccess } from '../../../lib/feedback';
import { formatDateLong } from '../../../lib/format';
import { useMemberMails, useResendMemberMail } from '../api/members-admin';
import styles from './members-admin.module.css';

/** "Thu 1 Oct 2026, 11:32 am" in the viewer's zone (the one date-time format, issue 30). */
const time = (iso: string) => formatDateLong(iso);

/** How each delivery state reads, and its tag colour. */
export const MAIL_STATE_LABELS: Record<MemberMail['status'], { label: string; color: string }> = {
  sent: { label: 'Sent', color: 'green' },
  pending: { label: 'Waiting to send', color: 'gold' },
  sending: { label: 'Sending', color: 'blue' },
  failed: { label: 'Failed', color: 'red' },
};

function StateCell({ mail }: { mail: MemberMail }) {
  const state = MAIL_STATE_LABELS[mail.status];
  return (
    <>
      <Tag color={state.color}>{state.label}</Tag>
      {mail.status === 'sent' && mail.sentAt && <div className={styles.muted}>{time(mail.sentAt)}</div>}
      {mail.status === 'pending' && mail.attempts > 0 && mail.nextAttemptAt && (
        <div className={styles.muted}>{`${mail.attempts} failed, next try ${time(mail.nextAttemptAt)}`}</div>
      )}
      {mail.lastError && mail.status !== 'sent' && (
        <Tooltip title={mail.lastError}>
          <div className={styles.muted}>
            {mail.lastError.length > 60 ? `${mail.lastError.slice(0, 60)}…` : mail.lastError}
          </div>
        </Tooltip>
      )}
    </>
  );
}

/** The mails of member `memberId`; `locked` (the member is outside the caller's reach) hides Resend. */
export function MemberMails({ memberId, locked }: { memberId: string; locked: boolean }) {
  const mails = useMemberMails(memberId);
  const resend = useResendMemberMail(memberId);
  return (
    <section className={`${styles.section} ${styles.wide}`} aria-labelledby="member-mails">
      <h2 id="member-mails">Mails</h2>
      <QueryStateBody
        query={mails}
        loadFailed="We could not load the mails"
        skeletonRows={3}
        isEmpty={(d) => d.length === 0}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No mails yet" />}
      >
        {(data) => (
          <ResponsiveTable
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={data}
            columns={[
              { key: 'created', title: 'Written', render: (_, m) => time(m.createdAt) },
              {
                key: 'subject',
                title: 'Subject',
                render: (_, m) => (
                  <>
                    <div>{m.subject}</div>
                    <div className={styles.muted}>{`To ${m.recipient}${m.resendOf ? ' · re-sent copy' : ''}`}</div>
                  </>
                ),
              },
              { key: 'state', title: 'State', render: (_, m) => <StateCell mail={m} /> },
              ...(locked
                ? []
                : [
                    {
                      key: 'actions',
                      title: 'Action',
                      render: (_: unknown, m: MemberMail) => (
                        <Button
                          size="small"
                          aria-label={`Resend ${m.subject}`}
                          loading={resend.isPending && resend.variables === m.id}
                          onClick={() =>
                            resend.mutate(m.id, {
                              onSuccess: () => toastSuccess('Mail queued to send again'),
                              onError: (err) => reportFailure(err),
                            })
                          }
                        >
                          Resend
                        </Button>
                      ),
                    },
                  ]),
            ]}
          />
        )}
      </QueryStateBody>
    </section>
  );
}
