/** CPD home (spec 03 §2 CPD /cpd): the current period's progress and the way to the tracker and courses. */
import { CPD_MESSAGES } from '@portal/shared';
import { Button, Card, Empty, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { InlineMessage } from '../../../components/InlineMessage';
import { useCurrentCpdPeriod } from '../api/cpd';
import { CPD_PATHS, CPD_TEXT } from '../constants';
import { CpdHeading } from './CpdLayout';
import { formatCpdDate, formatHours } from '../utils/cpd-format';
import { CpdProgress } from './CpdProgress';
import styles from './cpd.module.css';

/** The CPD home body. */
export function CpdHomeView() {
  const current = useCurrentCpdPeriod();
  const navigate = useNavigate();
  return (
    <>
      <CpdHeading title={CPD_TEXT.homeTitle} />
      <div className={styles.stack}>
        <Card title={CPD_TEXT.currentPeriod}>
          {current.isPending ? (
            <Skeleton active paragraph={{ rows: 3 }} />
          ) : current.isError || !current.data ? (
            <InlineMessage type="error">{CPD_MESSAGES.error}</InlineMessage>
          ) : (
            <CpdProgress period={current.data} detailed />
          )}
          <div className={styles.actions} style={{ marginTop: 16 }}>
            <Button type="primary" onClick={() => navigate(CPD_PATHS.tracker)}>
              {CPD_TEXT.goToTracker}
            </Button>
            <Button onClick={() => navigate(CPD_PATHS.newRecord)}>{CPD_TEXT.addRecord}</Button>
            <Button onClick={() => navigate(CPD_PATHS.enrolled)}>{CPD_TEXT.viewEnrolled}</Button>
          </div>
        </Card>
        {current.data && (
          <Card title="Latest activities">
            {current.data.cpdRecords.length === 0 ? (
              <Empty description={CPD_MESSAGES.noRecords} />
            ) : (
              <ul className={styles.latest}>
                {current.data.cpdRecords.slice(0, 3).map((r) => (
                  <li key={r.cpdId}>
                    <span style={{ fontWeight: 600 }}>{r.title}</span>
                    <span className={styles.muted}>
                      {formatCpdDate(r.completedDate)} · {formatHours(r.hours)} hrs
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        )}
      </div>
    </>
  );
}
