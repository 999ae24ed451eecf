/**
 * /admin/content/{kind}/new and /admin/content/{kind}/{id}: the authoring form (issue #5). An
 * unknown id shows a not-found result; an item of another kind moves to its own address.
 */
import { Button, Card, Col, Result, Row, Skeleton } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { PageContainer } from '../../../components/PageContainer';
import { preloadRichTextEditor } from '../../../components/rich-text';
import { errorMessage, isApiError } from '../../../lib/errors';
import {
  adminKindOf,
  CONTENT_ADMIN_BASE,
  CONTENT_ADMIN_TEXT as TEXT,
  ContentItemForm,
  isAdminKind,
  KIND_TEXT,
  useAdminItem,
} from '../../../features/content';

preloadRichTextEditor();

function FormSkeleton() {
  return (
    <PageContainer>
      <div role="status" aria-busy="true" aria-label="Loading">
        <Skeleton.Input active style={{ width: 260, height: 32, marginBottom: 24 }} />
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={16}>
            <Card>
              <Skeleton active paragraph={{ rows: 10 }} />
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card>
              <Skeleton active paragraph={{ rows: 4 }} />
            </Card>
          </Col>
        </Row>
      </div>
    </PageContainer>
  );
}

export default function ContentEditPage() {
  const { kind, id } = useParams();
  const navigate = useNavigate();
  const numericId = id && /^\d{1,10}$/.test(id) ? Number(id) : undefined;
  const item = useAdminItem(numericId);
  if (!isAdminKind(kind) || (id !== undefined && numericId === undefined)) return <NotFound />;
  if (id === undefined) return <ContentItemForm kind={kind} />;
  if (item.isPending) return <FormSkeleton />;
  if (item.isError) {
    const missing = isApiError(item.error, 404);
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? TEXT.notFound : TEXT.loadError}
        subTitle={missing ? undefined : errorMessage(item.error)}
        extra={[
          !missing && (
            <Button key="retry" type="primary" onClick={() => item.refetch()}>
              {TEXT.retry}
            </Button>
          ),
          <Button key="back" onClick={() => navigate(`${CONTENT_ADMIN_BASE}/${kind}`)}>
            {KIND_TEXT[kind].back}
          </Button>,
        ]}
      />
    );
  }
  const ownKind = adminKindOf(item.data.kind);
  if (ownKind !== kind) return <Navigate to={`${CONTENT_ADMIN_BASE}/${ownKind}/${item.data.id}`} replace />;
  return <ContentItemForm key={item.data.id} kind={kind} item={item.data} />;
}
