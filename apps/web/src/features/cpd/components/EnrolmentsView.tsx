/**
 * Enrolled courses (spec 03 §2 CPD: a Completed enrolment shows a completion badge, a non-completed
 * one shows an Unenrol menu; §4 Enrolment; §7 POST /api/user/enrolment/list and /unenrol; §8
 * 'Failed to get enrolls', 'Failed unenroll course', 'Unenroll success').
 */
import { CheckCircleFilled, ExportOutlined, MoreOutlined } from '@ant-design/icons';
import { CPD_MESSAGES, ENROLMENT_STATUSES, type Enrolment } from '@portal/shared';
import { Button, Card, Dropdown, Empty, Modal, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { useEnrolments, useUnenrol } from '../api/cpd';
import { CPD_TEXT } from '../constants';
import { formatCpdDate } from '../utils/cpd-format';
import { CpdHeading } from './CpdLayout';
import styles from './cpd.module.css';
import { QueryStateBody } from '../../../components/QueryStateBody';

function EnrolmentCard({ e, onUnenrol }: { e: Enrolment; onUnenrol: (e: Enrolment) => void }) {
  const completed = e.status === 'Completed';
  const titleId = `enrolment-${e.enrolmentId}`;
  return (
    <Card role="region" aria-labelledby={titleId} data-testid="enrolment">
      <div className={styles.recordHead}>
        <div>
          <h2 id={titleId} className={styles.recordTitle}>
            {e.course.courseName}
          </h2>
          <div className={styles.meta}>
            <span>{e.courseCode}</span>
            <span>{e.course.categoryName}</span>
            {e.completionDate && <span>Completed {formatCpdDate(e.completionDate)}</span>}
            {e.expiryDate && <span>Expires {formatCpdDate(e.expiryDate)}</span>}
          </div>
        </div>
        <div className={styles.actions}>
          {completed ? (
            <Tag color="green" icon={<CheckCircleFilled />}>
              {CPD_TEXT.completed}
            </Tag>
          ) : (
            <Tag>{e.status}</Tag>
          )}
          <Button href={e.loginUrl} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined />}>
            {CPD_TEXT.goToCourse}
          </Button>
          {!completed && (
            <Dropdown
              trigger={['click']}
              menu={{ items: [{ key: 'unenrol', label: CPD_TEXT.unenrol, onClick: () => onUnenrol(e) }] }}
            >
              <Button icon={<MoreOutlined />} aria-label={`${CPD_TEXT.more}: ${e.course.courseName}`} />
            </Dropdown>
          )}
        </div>
      </div>
    </Card>
  );
}

/** The enrolled-courses page body with a status filter. */
export function EnrolmentsView() {
  const { data: user } = useCurrentUser();
  const [status, setStatus] = useState('');
  const list = useEnrolments(user?.id, status);
  const unenrol = useUnenrol(user?.id);
  const [confirming, setConfirming] = useState<Enrolment | null>(null);
  return (
    <>
      <CpdHeading title={CPD_TEXT.enrolledTitle} />
      <Segmented
        aria-label={CPD_TEXT.status}
        value={status}
        onChange={(v) => setStatus(String(v))}
        options={[{ value: '', label: CPD_TEXT.all }, ...ENROLMENT_STATUSES.map((s) => ({ value: s, label: s }))]}
        style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
      />
      <QueryStateBody
        query={list}
        loadFailed={CPD_MESSAGES.enrolsFailed}
        skeletonRows={6}
        isEmpty={(d) => d.length === 0}
        empty={<Empty description={CPD_MESSAGES.noEnrolments} />}
      >
        {(data) => (
          <div className={styles.stack}>
            {data.map((e) => (
              <EnrolmentCard key={e.enrolmentId} e={e} onUnenrol={setConfirming} />
            ))}
          </div>
        )}
      </QueryStateBody>
      <Modal
        open={!!confirming}
        title={CPD_TEXT.unenrolConfirm}
        okText={CPD_TEXT.unenrol}
        okButtonProps={{ danger: true, disabled: unenrol.isPending }}
        onCancel={() => setConfirming(null)}
        onOk={() =>
          confirming &&
          unenrol.mutate(
            { courseId: confirming.course.courseId, courseCode: confirming.courseCode },
            { onSettled: () => setConfirming(null) },
          )
        }
      >
        {confirming?.course.courseName}
      </Modal>
    </>
  );
}
