/**
 * A member's profile (spec 03 §2 /profile and /profile/{id}; §3 Profile; issue 16): real data from
 * the server (GET /api/user/profile, GET /api/directory/member/{id}). The own profile has an Edit
 * button (to the profile details settings) and a notice of the items its privacy settings hide;
 * another member's shows only what the server sends (what that member shares).
 */
import { EditOutlined } from '@ant-design/icons';
import type { PrivacySettings, Profile } from '@portal/shared';
import { Alert, Button, Card, Skeleton, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { InlineMessage } from '../../../components/InlineMessage';
import { UserAvatar } from '../../../components/UserAvatar';
import { isApiError } from '../../../lib/errors';
import { useProfile } from '../api/directory';
import { DIRECTORY_TEXT as TEXT } from '../constants';
import { hiddenItems } from '../utils/privacy';
import styles from './directory.module.css';

function HiddenNotice({ privacy }: { privacy: PrivacySettings }) {
  const items = hiddenItems(privacy);
  if (privacy.includeInDirectory && items.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      message={
        <>
          {!privacy.includeInDirectory && <div>{TEXT.notInDirectory}</div>}
          {items.length > 0 && (
            <div>
              {TEXT.hiddenNotice} {items.join(', ')}.
            </div>
          )}
          <Link to="/settings/profile-visibility">{TEXT.privacyLink}</Link>
        </>
      }
    />
  );
}

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (shown.length === 0) return <span className={styles.meta}>-</span>;
  return (
    <dl className={styles.facts}>
      {shown.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProfileBody({ p }: { p: Profile }) {
  const navigate = useNavigate();
  const title = [p.firstName, p.lastName].join(' ');
  return (
    <div className={styles.stack}>
      {p.isOwn && p.privacy && <HiddenNotice privacy={p.privacy} />}
      <Card>
        <div className={styles.profileHead}>
          <UserAvatar firstName={p.firstName} lastName={p.lastName} avatarUrl={p.imageUrl} size={88} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <h1 className={styles.profileName}>
              {title}
              {p.postNominal && <span className={styles.meta}> {p.postNominal}</span>}
            </h1>
            {p.pronoun && <div className={styles.meta}>{p.pronoun}</div>}
            {p.organisation?.jobTitle && <div>{p.organisation.jobTitle}</div>}
          </div>
          {p.isOwn && (
            <Button icon={<EditOutlined />} onClick={() => navigate('/settings/profile-details')}>
              {TEXT.edit}
            </Button>
          )}
        </div>
      </Card>
      {p.aboutMe && (
        <Card>
          <h2 className={styles.sectionTitle}>{TEXT.about}</h2>
          <p style={{ margin: 0, whiteSpace: 'pre-line' }}>{p.aboutMe}</p>
        </Card>
      )}
      {p.expertiseAreas.length > 0 && (
        <Card>
          <h2 className={styles.sectionTitle}>{TEXT.expertiseAreas}</h2>
          {p.expertiseAreas.map((a) => (
            <Tag key={a}>{a}</Tag>
          ))}
        </Card>
      )}
      {p.organisation && (
        <Card>
          <h2 className={styles.sectionTitle}>{TEXT.organisation}</h2>
          <Facts
            rows={[
              [TEXT.organisation, p.organisation.name],
              [TEXT.jobTitle, p.organisation.jobTitle],
              [TEXT.address, p.organisation.address],
            ]}
          />
        </Card>
      )}
      {p.contact && (
        <Card>
          <h2 className={styles.sectionTitle}>{TEXT.contact}</h2>
          <Facts
            rows={[
              [
                TEXT.email,
                p.contact.email ? (
                  <a key="email" href={`mailto:${p.contact.email}`}>
                    {p.contact.email}
                  </a>
                ) : null,
              ],
              [TEXT.mobile, p.contact.mobile],
              [TEXT.workLandline, p.contact.workLandline],
              [TEXT.address, p.contact.address],
            ]}
          />
        </Card>
      )}
    </div>
  );
}

/** /profile (no `id`) or /profile/{id}. */
export function ProfileView({ id }: { id?: string }) {
  const profile = useProfile(id);
  if (profile.isPending) return <Skeleton active avatar paragraph={{ rows: 8 }} />;
  if (profile.isError) {
    return (
      <InlineMessage type="error">
        {isApiError(profile.error, 404) || isApiError(profile.error, 400) ? TEXT.profileNotFound : TEXT.loadFailed}
      </InlineMessage>
    );
  }
  return <ProfileBody p={profile.data} />;
}
