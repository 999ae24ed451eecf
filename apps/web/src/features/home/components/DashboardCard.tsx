/**
 * A home dashboard card (spec 01 §2 Home dashboard) with an optional "See all" link and the
 * "No content" empty state until the area's data arrives.
 */
import { MESSAGES } from '@portal/shared';
import { Card, Empty } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface DashboardCardProps {
  title: ReactNode;
  icon?: ReactNode;
  seeAllTo?: string;
  seeAllLabel?: string;
  children?: ReactNode;
}

/** Card with title, optional link and body (empty state by default). */
export function DashboardCard({ title, icon, seeAllTo, seeAllLabel = 'See all', children }: DashboardCardProps) {
  return (
    <Card
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
          {icon && <span style={{ color: 'var(--brand-text)' }}>{icon}</span>}
          {title}
        </span>
      }
      extra={seeAllTo ? <Link to={seeAllTo}>{seeAllLabel}</Link> : undefined}
      variant="borderless"
      style={{ boxShadow: '0 1px 2px rgba(16,24,40,0.06)' }}
    >
      {children ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MESSAGES.noContent} />}
    </Card>
  );
}
