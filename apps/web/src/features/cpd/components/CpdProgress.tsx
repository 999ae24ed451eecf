/**
 * A period's progress (spec 03 §5 CPD: 'completed / required hrs', capped at 100 %) and, when
 * `detailed`, what the standard still asks (interactive hours, learning plan, reflections; issue 16).
 */
import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import type { CpdPeriod } from '@portal/shared';
import { Progress } from 'antd';
import { CPD_TEXT } from '../constants';
import { formatCpdDate, formatHours, hoursProgressText } from '../utils/cpd-format';
import styles from './cpd.module.css';

function Mark({ ok }: { ok: boolean }) {
  return ok ? (
    <CheckCircleFilled style={{ color: 'var(--brand)' }} aria-label={CPD_TEXT.met} role="img" />
  ) : (
    <ExclamationCircleFilled style={{ color: 'var(--text-secondary)' }} aria-label={CPD_TEXT.notMet} role="img" />
  );
}

/** Progress bar with the hours text, and the compliance figures when `detailed`. */
export function CpdProgress({ period, detailed = false }: { period: CpdPeriod; detailed?: boolean }) {
  const c = period.compliance;
  const text = hoursProgressText(period.completedTotalHours, period.minimumRequiredHours);
  return (
    <div>
      <div className={styles.muted}>
        {CPD_TEXT.period} {period.label}: {formatCpdDate(period.periodStartDate)} –{' '}
        {formatCpdDate(period.periodEndDate)}
      </div>
      <Progress
        percent={period.progressPercent}
        aria-label={`${CPD_TEXT.progress} ${text}`}
        format={() => `${period.progressPercent}%`}
      />
      <div style={{ fontWeight: 600 }} data-testid="cpd-hours">
        {text}
      </div>
      {detailed && (
        <div className={styles.figures}>
          <div className={styles.figure}>
            <div className={styles.figureLabel}>{CPD_TEXT.hoursDone}</div>
            <div className={styles.figureValue}>
              <Mark ok={c.hoursMet} /> {text}
            </div>
          </div>
          <div className={styles.figure}>
            <div className={styles.figureLabel}>{CPD_TEXT.interactive}</div>
            <div className={styles.figureValue}>
              <Mark ok={c.interactiveMet} /> {formatHours(c.interactiveHours)} /{' '}
              {formatHours(c.minimumInteractiveHours)} hrs
            </div>
          </div>
          {c.learningPlanRequired && (
            <div className={styles.figure}>
              <div className={styles.figureLabel}>{CPD_TEXT.learningPlan}</div>
              <div className={styles.figureValue}>
                <Mark ok={c.learningPlanMet} /> {c.learningPlanMet ? CPD_TEXT.met : CPD_TEXT.notMet}
              </div>
            </div>
          )}
          {c.reflectionRequired && (
            <div className={styles.figure}>
              <div className={styles.figureLabel}>{CPD_TEXT.reflections}</div>
              <div className={styles.figureValue}>
                <Mark ok={c.reflectionsMet} />{' '}
                {c.reflectionsMet ? CPD_TEXT.met : `${c.recordsWithoutReflection} missing`}
              </div>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
