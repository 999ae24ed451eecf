/**
 * The home dashboard's membership renewal notice (spec 01 §2 Home dashboard right panel; issue
 * #15): shown when renewal is due (within 60 days of renewed-to) or the membership lapsed, with a
 * link to this portal's renewal page. Nothing while loading, on error (logged only, spec 01 §8),
 * without a membership, or when the tenant has no membership renewal.
 */
import { ClockCircleOutlined } from '@ant-design/icons';
import { isSubModuleEnabled, MEMBERSHIP_PATHS } from '@portal/shared';
import { Alert, Col } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { getCurrentTenant } from '../../../lib/runtime-config';
import { useMembership } from '../api/membership';
import { MEMBERSHIP_TEXT as TEXT } from '../constants';

/** The notice, or nothing when renewal is not due. */
export function RenewalNotice() {
  const enabled = isSubModuleEnabled(getCurrentTenant().features, 'settings', 'membership_renewal');
  const { data } = useMembership(enabled);
  if (!enabled || !data?.renewalDue || !data.renewedToDate) return null;
  const lapsed = data.memberStatus === 'Lapsed';
  // A column of the dashboard's right panel (a Row of span-24 columns).
  return (
    <Col span={24}>
      <Alert
        type={lapsed ? 'warning' : 'info'}
        showIcon
        icon={<ClockCircleOutlined />}
        message="Membership renewal"
        description={
          <>
            <p style={{ margin: '0 0 8px' }}>
              {lapsed ? TEXT.lapsed(formatDate(data.renewedToDate)) : TEXT.renewDue(formatDate(data.renewedToDate))}
            </p>
            <Link to={MEMBERSHIP_PATHS.renew}>{TEXT.renew}</Link>
          </>
        }
      />
    </Col>
  );
}
