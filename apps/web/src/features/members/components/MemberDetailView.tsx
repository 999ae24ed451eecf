/**
 * /admin/users/{id} (issue 23): one member's details (edit, validated on the server), segments,
 * role and contact types (Admin), membership status, sessions (sign them out), two-factor reset,
 * invitation, and their invoices, tickets and CPD summary.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  CONTACT_TYPES,
  contactTypeLabel,
  roleLabel,
  MEMBERSHIP_STATUSES,
  type MemberDetail,
  type MemberDetailsInput,
  MESSAGES,
  ROLE_VALUES,
} from '@portal/shared';
import {
  Button,
  DatePicker,
  Descriptions,
  Empty,
  Form,
  Input,
  Modal,
  Result,
  Select,
  Skeleton,
  Table,
  Tag,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { InlineMessage } from '../../../components/InlineMessage';
import { PageContainer } from '../../../components/PageContainer';
import { errorMessage, isApiError } from '../../../lib/errors';
import { reportFailure, toastSuccess } from '../../../lib/feedback';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useIsDesktop } from '../../../lib/hooks/useMediaQuery';
import { useStaffAbilities } from '../../../lib/staff-abilities';
import { useSegments } from '../../../data';
import { InvoiceStatusTag } from '../../../components/InvoiceStatusTag';
import { useAdminMember, useMemberWrite } from '../api/members-admin';
import { AUDIT_ADMIN_BASE, CONTACT_TYPE_LABELS, ROLE_LABELS, TEXT, USERS_ADMIN_BASE } from '../constants';
import { MemberMails } from './MemberMails';
import styles from './members-admin.module.css';

/** `required`: the message of an empty field, worded as Add member and the server's schema word it. */
const DETAIL_FIELDS: { name: keyof MemberDetailsInput; label: string; required?: string; max: number }[] = [
  { name: 'firstName', label: 'First name', required: 'Please enter a first name', max: 100 },
  { name: 'lastName', label: 'Last name', required: 'Please enter a last name', max: 100 },
  { name: 'email', label: 'Email', required: 'Please enter an email address', max: 254 },
  { name: 'preferredName', label: 'Preferred name', max: 100 },
  { name: 'mobile', label: 'Mobile', max: 30 },
  { name: 'memberNum', label: 'Member number', max: 30 },
  { name: 'address', label: 'Street address', max: 200 },
  { name: 'suburb', label: 'Suburb', max: 100 },
  { name: 'state', label: 'State', max: 50 },
  { name: 'postCode', label: 'Postcode', max: 10 },
  { name: 'country', label: 'Country', max: 60 },
];

/** The oldest date of birth the form offers (the server's range starts in 1900 too). */
const EARLIEST_BIRTH = dayjs('1900-01-01');

function detailsOf(m: MemberDetail): MemberDetailsInput {
  return {
    firstName: m.firstName,
    lastName: m.lastName,
    email: m.email,
    preferredName: m.preferredName,
    mobile: m.mobile,
    memberNum: m.memberNum,
    suburb: m.suburb,
    state: m.state,
    postCode: m.postCode,
    address: m.address,
    country: m.country,
    dateOfBirth: m.dateOfBirth,
  };
}

export function MemberDetailView({ id }: { id: string }) {
  const member = useAdminMember(id);
  if (member.isPending)
    return (
      <PageContainer title="Member">
        <Skeleton active paragraph={{ rows: 10 }} />
      </PageContainer>
    );
  if (member.isError)
    return (
      <PageContainer title="Member">
        {isApiError(member.error, 404) ? (
          <Result status="404" title="Member not found" extra={<Link to={USERS_ADMIN_BASE}>Back to users</Link>} />
        ) : (
          <Result
            status="warning"
            title="We could not load this member"
            subTitle={errorMessage(member.error)}
            extra={<Button onClick={() => member.refetch()}>{TEXT.retry}</Button>}
          />
        )}
      </PageContainer>
    );
  return <MemberSections member={member.data} />;
}

function MemberSections({ member }: { member: MemberDetail }) {
  const write = useMemberWrite(member.id);
  const segments = useSegments();
  const abilities = useStaffAbilities();
  const [detailsForm] = Form.useForm<MemberDetailsInput>();
  const [segmentIds, setSegmentIds] = useState(member.segments.map((s) => s.id));
  const [role, setRole] = useState(member.role);
  const [contactTypes, setContactTypes] = useState(member.contactTypes);
  const [status, setStatus] = useState(member.membership?.status);
  const [modal, holder] = Modal.useModal();
  const isDesktop = useIsDesktop();
  useEffect(() => {
    setSegmentIds(member.segments.map((s) => s.id));
    setRole(member.role);
    setContactTypes(member.contactTypes);
    setStatus(member.membership?.status);
  }, [member]);
  const fullName = `${member.firstName} ${member.lastName}`;
  // Staff scopes never reach upwards (issue 28): the server refuses, so the page says so up front.
  const locked = !member.permissions.canManage;

  async function run(w: Parameters<typeof write.mutateAsync>[0], done: string) {
    try {
      await write.mutateAsync(w);
      toastSuccess(done);
    } catch (error) {
      reportFailure(error, w.kind === 'details' ? detailsForm : undefined);
    }
  }

  function confirm(title: string, content: string, action: () => Promise<void>) {
    void modal.confirm({ title, content, okText: 'Confirm', onOk: action });
  }

  const sameSegments =
    JSON.stringify([...segmentIds].sort()) === JSON.stringify(member.segments.map((s) => s.id).sort());
  const sameRole = role === member.role && JSON.stringify(contactTypes) === JSON.stringify(member.contactTypes);

  return (
    <PageContainer title={fullName}>
      {holder}
      <div className={styles.toolbar}>
        <Link to={USERS_ADMIN_BASE}>
          <ArrowLeftOutlined /> Back to users
        </Link>
        {abilities.data?.canReadAudit && (
          <Link to={`${AUDIT_ADMIN_BASE}?entityId=${member.id}`}>View audit entries</Link>
        )}
      </div>
      {locked && <InlineMessage type="info">{MESSAGES.cannotManageAccount}</InlineMessage>}
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="member-details">
          <h2 id="member-details">Details</h2>
          <Form
            form={detailsForm}
            disabled={locked}
            layout="vertical"
            initialValues={detailsOf(member)}
            onFinish={(values) => run({ kind: 'details', values }, 'Details saved')}
          >
            {DETAIL_FIELDS.map((f) => (
              <Form.Item
                key={f.name}
                name={f.name}
                label={f.label}
                rules={[
                  ...(f.required ? [{ required: true, whitespace: true, message: f.required }] : []),
                  ...(f.name === 'email'
                    ? [{ type: 'email' as const, message: 'Please enter a valid email address' }]
                    : []),
                ]}
              >
                <Input maxLength={f.max} />
              </Form.Item>
            ))}
            {member.pendingEmail && (
              <p className={styles.pendingEmail}>
                Waiting for {member.pendingEmail} to confirm the new address; until then {member.email} signs in.
              </p>
            )}
            <Form.Item
              name="dateOfBirth"
              label="Date of birth"
              // The form keeps the API's YYYY-MM-DD; the picker shows and returns dayjs.
              getValueProps={(v: string | null | undefined) => ({ value: v ? dayjs(v) : null })}
              normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null)}
            >
              <DatePicker
                format="DD/MM/YYYY"
                placeholder="DD/MM/YYYY"
                style={{ width: '100%' }}
                disabledDate={(d) => d.isAfter(dayjs(), 'day') || d.isBefore(EARLIEST_BIRTH, 'day')}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={write.isPending && write.variables?.kind === 'details'}>
              Save details
            </Button>
          </Form>
        </section>
        <div style={{ display: 'grid', gap: 16, alignContent: 'start' }}>
          <section className={styles.section} aria-labelledby="member-segments">
            <h2 id="member-segments">{TEXT.segments}</h2>
            <Select
              mode="multiple"
              style={{ width: '100%' }}
              aria-label={TEXT.segments}
              disabled={locked}
              placeholder="No segments"
              loading={segments.isPending}
              optionFilterProp="label"
              options={(segments.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
              value={segmentIds}
              onChange={setSegmentIds}
            />
            <div className={styles.actionsRow}>
              <Button
                type="primary"
                disabled={locked || sameSegments}
                loading={write.isPending && write.variables?.kind === 'segments'}
                onClick={() => run({ kind: 'segments', segmentIds }, 'Segments saved')}
              >
                Save segments
              </Button>
            </div>
          </section>
          <section className={styles.section} aria-labelledby="member-role">
            <h2 id="member-role">Role and contact types</h2>
            {member.permissions.canEditRole ? (
              <>
                <Form layout="vertical">
                  <Form.Item label="Role" htmlFor="member-role-select">
                    <Select
                      id="member-role-select"
                      value={role}
                      onChange={setRole}
                      options={ROLE_VALUES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
                    />
                  </Form.Item>
                  <Form.Item label={TEXT.contactTypes} htmlFor="member-types-select">
                    <Select
                      id="member-types-select"
                      mode="multiple"
                      value={contactTypes}
                      onChange={setContactTypes}
                      options={CONTACT_TYPES.map((t) => ({ value: t, label: CONTACT_TYPE_LABELS[t] }))}
                    />
                  </Form.Item>
                </Form>
                <Button
                  type="primary"
                  disabled={sameRole}
                  loading={write.isPending && write.variables?.kind === 'role'}
                  onClick={() =>
                    confirm('Change role and contact types?', 'Staff contact types give access to staff areas.', () =>
                      run(
                        { kind: 'role', values: { role: role as 0 | 1 | 2 | 3, contactTypes: contactTypes as never } },
                        'Role saved',
                      ),
                    )
                  }
                >
                  Save role
                </Button>
              </>
            ) : (
              <Descriptions column={1} size="small">
                <Descriptions.Item label="Role">{roleLabel(member.role)}</Descriptions.Item>
                <Descriptions.Item label={TEXT.contactTypes}>
                  {member.contactTypes.map((t) => contactTypeLabel(t)).join(', ') || 'None'}
                </Descriptions.Item>
              </Descriptions>
            )}
          </section>
          <section className={styles.section} aria-labelledby="member-membership">
            <h2 id="member-membership">Membership</h2>
            {member.membership ? (
              <>
                <Descriptions column={1} size="small">
                  <Descriptions.Item label="Type">{member.membership.typeName}</Descriptions.Item>
                  <Descriptions.Item label={TEXT.memberNum}>{member.membership.memberNum}</Descriptions.Item>
                  <Descriptions.Item label="Joined">{formatDate(member.membership.joinDate)}</Descriptions.Item>
                  <Descriptions.Item label="Renewed to">
                    {member.membership.renewedTo ? formatDate(member.membership.renewedTo) : 'Life'}
                  </Descriptions.Item>
                </Descriptions>
                <div className={styles.actionsRow}>
                  <Select
                    aria-label={TEXT.status}
                    disabled={locked}
                    style={{ width: 180 }}
                    value={status}
                    onChange={setStatus}
                    options={MEMBERSHIP_STATUSES.map((s) => ({ value: s, label: s }))}
                  />
                  <Button
                    disabled={locked || status === member.membership.status}
                    loading={write.isPending && write.variables?.kind === 'membership'}
                    onClick={() => status && run({ kind: 'membership', status }, 'Membership status saved')}
                  >
                    Save status
                  </Button>
                </div>
              </>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No membership" />
            )}
          </section>
          <section className={styles.section} aria-labelledby="member-security">
            <h2 id="member-security">Sign-in and security</h2>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={TEXT.lastSignIn}>
                {member.lastSignInAt ? formatDate(member.lastSignInAt) : TEXT.never}
              </Descriptions.Item>
              <Descriptions.Item label="Active sessions">{member.sessions.length}</Descriptions.Item>
              <Descriptions.Item label="Two-factor sign-in">{member.enableTfa ? 'On' : 'Off'}</Descriptions.Item>
              <Descriptions.Item label="First sign-in">{member.isFirstLogin ? 'Not yet' : 'Done'}</Descriptions.Item>
            </Descriptions>
            <div className={styles.actionsRow}>
              <Button
                disabled={locked || member.sessions.length === 0}
                onClick={() =>
                  confirm('Sign this member out?', `Every session of ${fullName} ends now.`, () =>
                    run({ kind: 'sign-out' }, 'Signed out of every session'),
                  )
                }
              >
                Sign out of all sessions
              </Button>
              <Button
                disabled={locked || !member.enableTfa}
                onClick={() =>
                  confirm(
                    'Reset two-factor sign-in?',
                    `${fullName} will sign in with their password alone until they turn it on again.`,
                    () => run({ kind: 'two-factor-reset' }, 'Two-factor sign-in reset'),
                  )
                }
              >
                Reset two-factor
              </Button>
              <Button disabled={locked} onClick={() => run({ kind: 'invite' }, 'Invitation sent')}>
                {TEXT.sendInvitation}
              </Button>
            </div>
          </section>
        </div>
        <section className={`${styles.section} ${styles.wide}`} aria-labelledby="member-invoices">
          <h2 id="member-invoices">Invoices</h2>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            locale={{ emptyText: 'No invoices' }}
            dataSource={member.invoices}
            columns={[
              {
                key: 'number',
                title: 'Number',
                render: (_, i) =>
                  isDesktop ? (
                    i.number
                  ) : (
                    <>
                      <div>{i.number}</div>
                      <div className={styles.muted}>{formatDate(i.issuedAt)}</div>
                    </>
                  ),
              },
              ...(isDesktop
                ? [
                    {
                      key: 'date',
                      title: 'Date',
                      render: (_: unknown, i: MemberDetail['invoices'][number]) => formatDate(i.issuedAt),
                    },
                  ]
                : []),
              { key: 'total', title: 'Total', render: (_, i) => formatCurrency(i.totalCents / 100) },
              {
                key: 'status',
                title: 'Status',
                render: (_, i) => (
                  <>
                    <InvoiceStatusTag status={i.status} refundPending={i.refundPendingCents / 100} />
                    {i.refundFailure && (
                      <div className={styles.muted} role="note">
                        <Tag color="error">Refund failed</Tag>
                        {`${i.refundFailure}. Refund it by hand in the payment provider.`}
                      </div>
                    )}
                  </>
                ),
              },
            ]}
          />
        </section>
        <section className={styles.section} aria-labelledby="member-tickets">
          <h2 id="member-tickets">Event tickets</h2>
          {member.tickets.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tickets" />
          ) : (
            <ul style={{ paddingInlineStart: 18, margin: 0 }}>
              {member.tickets.map((t) => (
                <li key={t.id}>
                  {`${t.eventTitle} · ${formatDate(t.eventStartUtc)} · `}
                  <span className={styles.change}>{`${t.id} (${t.status})`}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <MemberMails memberId={member.id} locked={locked} />
        <section className={styles.section} aria-labelledby="member-cpd">
          <h2 id="member-cpd">CPD summary</h2>
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Activities recorded">{member.cpd.activities}</Descriptions.Item>
            <Descriptions.Item label="Hours">{member.cpd.hours}</Descriptions.Item>
          </Descriptions>
        </section>
      </div>
    </PageContainer>
  );
}
