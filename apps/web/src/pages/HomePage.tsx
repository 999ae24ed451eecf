/**
 * Home dashboard (spec 01 §2 Home dashboard): the announcement banner (issue 20), welcome, profile card, latest news, upcoming events
 * (3 fetched; loaded with the events code) and CPD progress (the current period, loaded with the CPD code),
 * and the dashboard links. An account without a membership (staff contact types only, no 'Member';
 * issue 32) gets no renewal notice and no CPD card, and the home never asks GET /api/user/membership
 * for it (that answers 404).
 */
import { CalendarOutlined, ReadOutlined, TrophyOutlined } from '@ant-design/icons';
import { canUseFeature, formatDateWeekday } from '@portal/shared';
import { Col, Row, Skeleton } from 'antd';
import { Suspense } from 'react';
import { PageContainer } from '../components/PageContainer';
import { PageSkeleton } from '../components/PageSkeleton';
import { useCurrentUser } from '../lib/current-user';
import { NEWS_HOME } from '../lib/paths';
import { getCurrentTenant } from '../lib/runtime-config';
import { ManagedCommunitiesCard, UpcomingMeetingsWidget } from '../features/communities';
import { CpdHomeCard } from '../features/cpd';
import { UpcomingEventsWidget } from '../features/events';
import { RenewalNotice } from '../features/membership';
import { LatestNews } from '../features/content';
import { DashboardCard, ProfileCard, QuickLinks } from '../features/home';
import { AnnouncementBanner } from '../features/announcements';

/** Home route component. */
export default function HomePage() {
  const { data: user } = useCurrentUser();
  const tenant = getCurrentTenant();
  if (!user) return <PageSkeleton />;
  const can = (key: Parameters<typeof canUseFeature>[1]) => canUseFeature(tenant.features, key, user);
  const name = user.preferredName?.trim() || user.firstName;
  const today = formatDateWeekday(new Date());
  // Memberships exist for 'Member' contact types only (the seed and the membership module agree).
  const hasMembership = user.contactTypes.includes('Member');

  return (
    <PageContainer
      title={`Welcome back, ${name}`}
      extra={<span style={{ color: 'var(--text-secondary)' }}>{today}</span>}
    >
      <AnnouncementBanner />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Row gutter={[24, 24]}>
            <Col span={24}>
              <ProfileCard user={user} profileTo={can('member_directory') ? '/profile' : undefined} />
            </Col>
            {can('communities') && (
              <Col span={24}>
                <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
                  <UpcomingMeetingsWidget />
                </Suspense>
              </Col>
            )}
            {can('news') && (
              <Col span={24}>
                <DashboardCard title="Latest news" icon={<ReadOutlined />} seeAllTo={NEWS_HOME}>
                  <LatestNews />
                </DashboardCard>
              </Col>
            )}
            {can('events') && (
              <Col span={24}>
                <DashboardCard title="Upcoming events" icon={<CalendarOutlined />} seeAllTo="/events">
                  <Suspense fallback={<Skeleton active avatar paragraph={{ rows: 2 }} />}>
                    <UpcomingEventsWidget />
                  </Suspense>
                </DashboardCard>
              </Col>
            )}
          </Row>
        </Col>
        <Col xs={24} lg={8}>
          <Row gutter={[24, 24]}>
            {hasMembership && <RenewalNotice />}
            {can('cpd') && hasMembership && (
              <Col span={24}>
                <DashboardCard title="CPD progress" icon={<TrophyOutlined />} seeAllTo="/cpd">
                  <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
                    <CpdHomeCard />
                  </Suspense>
                </DashboardCard>
              </Col>
            )}
            {can('communities') && (
              <Col span={24}>
                <ManagedCommunitiesCard />
              </Col>
            )}
            <Col span={24}>
              <QuickLinks showEvents={can('events')} showCpd={can('cpd') && hasMembership} />
            </Col>
          </Row>
        </Col>
      </Row>
    </PageContainer>
  );
}
