/**
 * The home page's announcement banner (spec 01 §2 Home dashboard): the member's one relevant
 * announcement (GET /api/v1/announcements) with its link, until they dismiss it (PUT
 * /api/v1/announcements/{id}/cancelled; kept per member, so it stays gone after a reload).
 * Shows nothing while loading, on error or when there is none. The link is underlined (WCAG 1.4.1:
 * not told apart by colour alone).
 */
import { NotificationOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useDismissAnnouncement, useMyAnnouncement } from '../api/announcements';
import { TEXT } from '../constants';

export function AnnouncementBanner() {
  const { data: announcement } = useMyAnnouncement();
  const dismiss = useDismissAnnouncement();
  if (!announcement) return null;
  return (
    <section aria-label="Announcement" style={{ marginBottom: 24 }}>
      <Alert
        type="info"
        showIcon
        icon={<NotificationOutlined />}
        title={<strong>{announcement.title}</strong>}
        description={
          <>
            <span style={{ whiteSpace: 'pre-line' }}>{announcement.description}</span>
            {announcement.link && (
              <>
                {' '}
                <a
                  href={announcement.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  style={{ textDecoration: 'underline' }}
                >
                  {TEXT.learnMore}
                  <span className="visually-hidden"> about {announcement.title} (opens in a new tab)</span>
                </a>
              </>
            )}
          </>
        }
        closable={{ 'aria-label': TEXT.dismiss, onClose: () => dismiss.mutate(announcement.id) }}
      />
    </section>
  );
}
