/** All courses (spec 03 §2 CPD /cpd/all-courses; issue 16: course, code, category, login URL). */
import { ExportOutlined, LoadingOutlined } from '@ant-design/icons';
import { CPD_MESSAGES } from '@portal/shared';
import { Button, Card, Empty, Tag } from 'antd';
import { useCourses, useEnrol } from '../api/cpd';
import { CPD_TEXT } from '../constants';
import { CpdHeading } from './CpdLayout';
import styles from './cpd.module.css';
import { QueryStateBody } from '../../../components/QueryStateBody';

/** The catalogue page body. */
export function CoursesView() {
  const courses = useCourses();
  const enrol = useEnrol();
  return (
    <>
      <CpdHeading title={CPD_TEXT.allCoursesTitle} />
      <QueryStateBody
        query={courses}
        loadFailed={CPD_MESSAGES.error}
        skeletonRows={6}
        isEmpty={(d) => d.length === 0}
        empty={<Empty description={CPD_MESSAGES.noCourses} />}
      >
        {(data) => (
          <div className={styles.courseGrid}>
            {data.map((c) => (
              <Card key={c.courseId} role="region" aria-labelledby={`course-${c.courseId}`}>
                <h2 id={`course-${c.courseId}`} className={styles.recordTitle}>
                  {c.courseName}
                </h2>
                <div className={styles.meta}>
                  <span>{c.courseCode}</span>
                  <span>{c.categoryName}</span>
                  {c.enrolmentStatus && <Tag>{c.enrolmentStatus}</Tag>}
                </div>
                {c.description && <p>{c.description}</p>}
                <div className={styles.actions}>
                  {!c.enrolmentStatus && (
                    <Button
                      type="primary"
                      disabled={enrol.isPending && enrol.variables === c.courseId}
                      icon={enrol.isPending && enrol.variables === c.courseId ? <LoadingOutlined /> : undefined}
                      onClick={() => enrol.mutate(c.courseId)}
                      aria-label={`${CPD_TEXT.enrol}: ${c.courseName}`}
                    >
                      {CPD_TEXT.enrol}
                    </Button>
                  )}
                  <Button href={c.loginUrl} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined />}>
                    {CPD_TEXT.goToCourse}
                  </Button>
                </div>
              </Card>
            ))}
          </div>
        )}
      </QueryStateBody>
    </>
  );
}
