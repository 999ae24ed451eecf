/**
 * The home dashboard's CPD progress (spec 01 §2 Home dashboard: CPD progress "completed / required
 * hrs"; issue 16): the current period's real figures, with loading, empty and error states.
 */
import { CPD_MESSAGES } from '@portal/shared';
import { Skeleton } from 'antd';
import { InlineMessage } from '../../../components/InlineMessage';
import { useCurrentCpdPeriod } from '../api/cpd';
import { CpdProgress } from './CpdProgress';

/** The card body: progress of the current period. */
export default function CpdHomeCard() {
  const { data, isPending, isError } = useCurrentCpdPeriod();
  if (isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (isError || !data) return <InlineMessage type="error">{CPD_MESSAGES.error}</InlineMessage>;
  return <CpdProgress period={data} />;
}
