/**
 * "Communities you manage" on the home dashboard (issue 19): the caller's moderated communities
 * (POST community/preference topModerated), each linking to its admin area. Nothing shows for
 * callers who moderate none.
 */
import { SettingOutlined } from '@ant-design/icons';
import type { CommunityPreference } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, List } from 'antd';
import { Link } from 'react-router';
import { apiA } from '../../../../lib/api';
import { adminPath } from '../paths';
import { queryKeys } from '../../../../data';

/** The card, or null when the caller manages no community. */
export function ManagedCommunitiesCard() {
  const preference = useQuery({
    queryKey: [...queryKeys.scope('communities'), 'preference'],
    queryFn: ({ signal }) => apiA.post<CommunityPreference>('/api/v1/community/preference', {}, { signal }),
    staleTime: 60_000,
  });
  const items = preference.data?.topModerated ?? [];
  if (items.length === 0) return null;
  return (
    <Card
      title={
        <span>
          <SettingOutlined aria-hidden /> Communities you manage
        </span>
      }
    >
      <List
        size="small"
        dataSource={items}
        renderItem={(c) => (
          <List.Item>
            <Link to={adminPath(c.id, 'about')}>{c.name}</Link>
          </List.Item>
        )}
      />
    </Card>
  );
}
