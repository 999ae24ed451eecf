/**
 * Skeleton loader for a page while its data loads (spec 01 §2: "Skeleton loaders while loading").
 */
import { Card, Col, Row, Skeleton } from 'antd';
import { PageContainer } from './PageContainer';

/** A dashboard-shaped skeleton: heading, a wide card and two side cards. */
export function PageSkeleton() {
  return (
    <PageContainer>
      <div role="status" aria-busy="true" aria-label="Loading">
        <Skeleton.Input active style={{ width: 280, height: 32, marginBottom: 24 }} />
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={16}>
            <Card>
              <Skeleton active avatar paragraph={{ rows: 4 }} />
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card>
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          </Col>
        </Row>
      </div>
    </PageContainer>
  );
}
