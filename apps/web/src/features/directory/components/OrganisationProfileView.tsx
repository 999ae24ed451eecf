/**
 * Organisation profile (spec 03 §2 organisation/{id}; §7 GET /api/Org/{id}; issue 16): the
 * organisation's location and contact facts and, when the member directory is on, the members who
 * work there and share their workplace (GET /api/directory/member/list?companyId).
 */
import { Card, Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { InlineMessage } from '../../../components/InlineMessage';
import { UserAvatar } from '../../../components/UserAvatar';
import { isApiError } from '../../../lib/errors';
import { useOrganisation } from '../../../data';
import { useMemberDirectory } from '../api/directory';
import { DIRECTORY_TEXT as TEXT } from '../constants';
import styles from './directory.module.css';

function MembersHere({ companyId }: { companyId: number }) {
  const members = useMemberDirectory({ page: 1, size: 50, sortOrder: 'asc', companyId });
  if (members.isPending) return <Skeleton active avatar paragraph={{ rows: 2 }} />;
  if (members.isError) return <InlineMessage type="error">{TEXT.loadFailed}</InlineMessage>;
  if (members.data.members.length === 0) return <Empty description={TEXT.noMembers} />;
  return (
    <ul className={styles.grid} aria-label={TEXT.membersHere} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {members.data.members.map((m) => (
        <li key={m.userId} className={styles.card}>
          <UserAvatar firstName={m.firstName} lastName={m.lastName} avatarUrl={m.memberImg} size={40} />
          <div className={styles.cardText}>
            <Link to={`/profile/${m.userId}`}>
              {m.firstName} {m.lastName}
            </Link>
            {m.jobPosition && <div className={styles.meta}>{m.jobPosition}</div>}
          </div>
        </li>
      ))}
    </ul>
  );
}

export interface OrganisationProfileViewProps {
  id: number;
  /** The member directory is on: list the members who work here. */
  showMembers: boolean;
}

/** The organisation profile's body. */
export function OrganisationProfileView({ id, showMembers }: OrganisationProfileViewProps) {
  const org = useOrganisation(id);
  if (org.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (org.isError) {
    return (
      <InlineMessage type="error">
        {isApiError(org.error, 404) ? TEXT.organisationNotFound : TEXT.loadFailed}
      </InlineMessage>
    );
  }
  const o = org.data;
  return (
    <div className={styles.stack}>
      <Card>
        <h1 className={styles.profileName}>{o.name}</h1>
        <dl className={styles.facts} style={{ marginTop: 12 }}>
          <dt>{TEXT.address}</dt>
          <dd>{[o.address, o.location !== '-' ? o.location : null].filter(Boolean).join(', ') || '-'}</dd>
          {o.phone && (
            <>
              <dt>{TEXT.phone}</dt>
              <dd>
                <a href={`tel:${o.phone.replace(/\s/g, '')}`}>{o.phone}</a>
              </dd>
            </>
          )}
          {o.email && (
            <>
              <dt>{TEXT.email}</dt>
              <dd>
                <a href={`mailto:${o.email}`}>{o.email}</a>
              </dd>
            </>
          )}
          {o.website && (
            <>
              <dt>{TEXT.website}</dt>
              <dd>
                <a href={o.website} target="_blank" rel="noopener noreferrer">
                  {o.website}
                </a>
              </dd>
            </>
          )}
        </dl>
      </Card>
      {showMembers && (
        <Card>
          <h2 className={styles.sectionTitle}>{TEXT.membersHere}</h2>
          <MembersHere companyId={id} />
        </Card>
      )}
    </div>
  );
}
