/**
 * Dashboard links (spec 01 §2 Home dashboard: "My Favourites", "View all events", "Go to CPD"),
 * each shown when its area is available.
 */
import { CalendarOutlined, HeartOutlined, RightOutlined, TrophyOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface QuickLinksProps {
  showEvents: boolean;
  showCpd: boolean;
}

function QuickLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <Link
      to={to}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '12px 4px',
        color: 'rgba(0,0,0,0.85)',
        fontWeight: 550,
        borderBottom: '1px solid var(--border-subtle)',
      }}
    >
      <span style={{ color: 'var(--brand-text)', fontSize: 18 }}>{icon}</span>
      <span style={{ flex: 1 }}>{label}</span>
      <RightOutlined style={{ fontSize: 12, color: 'rgba(0,0,0,0.35)' }} />
    </Link>
  );
}

/** The dashboard's shortcut list. */
export function QuickLinks({ showEvents, showCpd }: QuickLinksProps) {
  return (
    <Card
      variant="borderless"
      title="Quick links"
      style={{ boxShadow: '0 1px 2px rgba(16,24,40,0.06)' }}
      styles={{ body: { paddingBlock: 4 } }}
    >
      <nav aria-label="Quick links">
        <QuickLink to="/my-favourites" icon={<HeartOutlined />} label="My Favourites" />
        {showEvents && <QuickLink to="/events" icon={<CalendarOutlined />} label="View all events" />}
        {showCpd && <QuickLink to="/cpd" icon={<TrophyOutlined />} label="Go to CPD" />}
      </nav>
    </Card>
  );
}
