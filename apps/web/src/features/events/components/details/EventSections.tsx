/**
 * The content sections of the details page (spec 03 §2 Event details): About (HTML, external link,
 * type and venue), sessions grouped by day, Who can enrol, Course content, Sponsorship, Additional
 * info, Presented by and CPD Details. A section without content is left out. HTML goes through the
 * sanitising renderer (links open in a new tab without opener access).
 */
import { UserOutlined } from '@ant-design/icons';
import { DATE_FORMATS, type EventDetails, type EventSession, normalizeWebAddress } from '@portal/shared';
import { Avatar, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { RichText } from '../../../../components/RichText';
import { DETAILS_TEXT } from '../../constants';
import { eventWallTime, formatEventTimeRange } from '../../utils/time-zone';
import styles from './details.module.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="borderless" className={styles.card} title={<h2 style={{ margin: 0, fontSize: 18 }}>{title}</h2>}>
      {children}
    </Card>
  );
}

const hasHtml = (html: string | null | undefined) => !!html && html.replace(/<[^>]*>/g, '').trim().length > 0;

/** Sessions grouped by the day they start on (venue time), in start order. */
export function groupSessionsByDay(sessions: readonly EventSession[]) {
  const days = new Map<string, { label: string; items: { session: EventSession; time: string }[] }>();
  const sorted = [...sessions].sort((a, b) => a.sessionStartUtc.localeCompare(b.sessionStartUtc));
  for (const session of sorted) {
    const start = eventWallTime(session.sessionStartUtc, session.startDateTime, session.timeZone);
    if (!start) continue;
    const key = start.format('YYYY-MM-DD');
    const time = formatEventTimeRange({
      eventStartUtc: session.sessionStartUtc,
      eventEndUtc: session.sessionEndUtc,
      startDateTime: session.startDateTime,
      endDateTime: session.endDateTime,
      startTimeZone: session.startTimeZone,
      endTimeZone: session.endTimeZone,
      timeZone: session.timeZone,
    });
    const day = days.get(key) ?? { label: start.format(DATE_FORMATS.dateWeekday), items: [] };
    day.items.push({ session, time });
    days.set(key, day);
  }
  return [...days.values()];
}

/** Every content section of an event. */
export function EventSections({ event }: { event: EventDetails }) {
  const sessionDays = groupSessionsByDay(event.sessions);
  const website = normalizeWebAddress(event.externalUrl);
  const venue = [event.venue, event.address].filter(Boolean).join(', ');
  return (
    <>
      <Section title={DETAILS_TEXT.about}>
        {hasHtml(event.content) && <RichText html={event.content} className={styles.rich} />}
        <dl className={styles.facts}>
          {website && (
            <>
              <dt>{DETAILS_TEXT.externalLink}</dt>
              <dd>
                {/* A long address breaks anywhere rather than widening a phone's page (issue 32). */}
                <a href={website} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                  {website}
                </a>
              </dd>
            </>
          )}
          {event.type && (
            <>
              <dt>{DETAILS_TEXT.type}</dt>
              <dd>{event.type}</dd>
            </>
          )}
          {venue && (
            <>
              <dt>{DETAILS_TEXT.venue}</dt>
              <dd>{venue}</dd>
            </>
          )}
        </dl>
      </Section>
      {sessionDays.length > 0 && (
        <Section title={DETAILS_TEXT.sessions}>
          {sessionDays.map((day) => (
            <div key={day.label}>
              <h3 className={styles.dayTitle}>{day.label}</h3>
              <ul className={styles.sessionList}>
                {day.items.map(({ session, time }) => (
                  <li key={session.id}>
                    <span className={styles.sessionTime}>{time}</span>
                    <span>{session.title}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </Section>
      )}
      {(hasHtml(event.canEnrolContent) || event.canEnrolLayout.length > 0) && (
        <Section title={DETAILS_TEXT.whoCanEnrol}>
          {hasHtml(event.canEnrolContent) && <RichText html={event.canEnrolContent} className={styles.rich} />}
          {event.canEnrolLayout.length > 0 && (
            <div className={styles.tiles}>
              {event.canEnrolLayout.map((item) => (
                <div key={item.canEnrolTitle} className={styles.tile}>
                  {item.canEnrolImageUrl && <img src={item.canEnrolImageUrl} alt="" loading="lazy" />}
                  <div className={styles.tileBody}>{item.canEnrolTitle}</div>
                </div>
              ))}
            </div>
          )}
        </Section>
      )}
      {event.coursesLayout.length > 0 && (
        <Section title={DETAILS_TEXT.courseContent}>
          <div className={styles.tiles}>
            {event.coursesLayout.map((course) => (
              <div key={course.courseTitle} className={styles.tile}>
                {course.courseImageUrl && <img src={course.courseImageUrl} alt="" loading="lazy" />}
                <div className={styles.tileBody}>
                  <Typography.Text strong>{course.courseTitle}</Typography.Text>
                  {course.courseDesc && (
                    <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
                      {course.courseDesc}
                    </Typography.Paragraph>
                  )}
                </div>
              </div>
            ))}
          </div>
        </Section>
      )}
      {hasHtml(event.sponsorContent) && (
        <Section title={DETAILS_TEXT.sponsorship}>
          <RichText html={event.sponsorContent} className={styles.rich} />
        </Section>
      )}
      {(hasHtml(event.reasoningContent) || hasHtml(event.accessContent)) && (
        <Section title={DETAILS_TEXT.additionalInfo}>
          {hasHtml(event.reasoningContent) && <RichText html={event.reasoningContent} className={styles.rich} />}
          {hasHtml(event.accessContent) && <RichText html={event.accessContent} className={styles.rich} />}
        </Section>
      )}
      {event.presenters.length > 0 && (
        <Section title={DETAILS_TEXT.presentedBy}>
          <div className={styles.presenters}>
            {event.presenters.map((presenter) => (
              <div key={presenter.name} className={styles.presenter}>
                <Avatar
                  size={56}
                  src={presenter.profileImageUrl ?? undefined}
                  icon={<UserOutlined />}
                  alt=""
                  style={{ flex: 'none' }}
                />
                <div>
                  <Typography.Text strong>{presenter.name}</Typography.Text>
                  {presenter.role && <div className={styles.ticketMeta}>{presenter.role}</div>}
                  {hasHtml(presenter.profileDesc) && (
                    <RichText html={presenter.profileDesc} className={styles.presenterDesc} />
                  )}
                </div>
              </div>
            ))}
          </div>
        </Section>
      )}
      {event.cpdDetails && (
        <Section title={DETAILS_TEXT.cpdDetails}>
          <dl className={styles.facts} style={{ marginTop: 0 }}>
            <dt>Hours</dt>
            <dd>{event.cpdDetails.hours}</dd>
            {event.cpdDetails.category && (
              <>
                <dt>Category</dt>
                <dd>{event.cpdDetails.category}</dd>
              </>
            )}
          </dl>
          {event.cpdDetails.description && (
            <Typography.Paragraph style={{ marginTop: 12 }}>{event.cpdDetails.description}</Typography.Paragraph>
          )}
        </Section>
      )}
    </>
  );
}
