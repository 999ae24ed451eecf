/**
 * News and resource details (spec 03 §2 Details pages): back link, title, last updated date,
 * category chips linking to the category route, Print ('Print Page' for resources) and Share,
 * bookmark, cover image, sanitised rich content, tags and attachments. Opening the page records a
 * viewNews engagement event (spec 03 §7); an item that is missing or not visible shows 'not found'.
 */
import { ArrowLeftOutlined, PrinterOutlined, ShareAltOutlined } from '@ant-design/icons';
import { MESSAGES } from '@portal/shared';
import { Button, Card, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import { PageContainer } from '../../../components/PageContainer';
import { RichText } from '../../../components/RichText';
import { trackEngagement } from '../../../lib/engagement';
import { errorMessage } from '../../../lib/errors';
import { formatDateMedium } from '../../../lib/format';
import { getCurrentTenant } from '../../../lib/runtime-config';
import { isNotFound, useContentItem } from '../api/content-api';
import { type ContentKind, DETAILS_TEXT, LIBRARY } from '../constants';
import { Attachments } from './Attachments';
import { BookmarkButton } from './BookmarkButton';
import { CoverImage } from './CoverImage';
import { ShareDialog } from './ShareDialog';
import styles from './content.module.css';

/** The details screen of one kind for the route's :id. */
export function DetailsView({ kind }: { kind: ContentKind }) {
  const { id } = useParams();
  const texts = LIBRARY[kind];
  const { data: item, isPending, isError, error, refetch } = useContentItem(kind, id);
  const [shareOpen, setShareOpen] = useState(false);

  useEffect(() => {
    if (!item) return;
    document.title = `${item.name} | ${getCurrentTenant().shortName}`;
    trackEngagement({ eventType: 'viewNews', entityId: kind === 'news' ? String(item.id) : `resource:${item.id}` });
  }, [item, kind]);

  const back = (
    <Link to={`${texts.base}`} className={styles.noPrint} style={{ display: 'inline-flex', gap: 8, marginBottom: 16 }}>
      <ArrowLeftOutlined /> {texts.back}
    </Link>
  );

  if (isPending) {
    return (
      <PageContainer width="medium">
        {back}
        <Card variant="borderless" role="status" aria-busy="true" aria-label="Loading">
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </PageContainer>
    );
  }
  if (isError || !item) {
    return (
      <PageContainer width="medium">
        {back}
        {isNotFound(error) ? (
          <Result
            status="404"
            title={MESSAGES.notFound}
            subTitle={DETAILS_TEXT.notFound}
            extra={
              <LinkButton to={texts.base} type="primary">
                {texts.back}
              </LinkButton>
            }
          />
        ) : (
          <Result
            status="error"
            title={errorMessage(error)}
            extra={<Button onClick={() => refetch()}>Try again</Button>}
          />
        )}
      </PageContainer>
    );
  }

  const updated = item.date_updated ?? item.date_created;
  return (
    <PageContainer width="medium">
      <article className={`${styles.details} printRoot`}>
        {back}
        <div className={styles.detailsHeader}>
          <div style={{ minWidth: 0, flex: '1 1 320px' }}>
            <Typography.Title level={1} style={{ fontSize: 30, margin: 0 }}>
              {item.name}
            </Typography.Title>
            <Typography.Text type="secondary">
              {DETAILS_TEXT.lastUpdated} {formatDateMedium(updated)}
            </Typography.Text>
          </div>
          <Space className={styles.noPrint} wrap>
            <BookmarkButton kind={kind} id={item.id} />
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              {texts.print}
            </Button>
            <Button icon={<ShareAltOutlined />} onClick={() => setShareOpen(true)}>
              {DETAILS_TEXT.share}
            </Button>
          </Space>
        </div>
        {item.categories.length > 0 && (
          <div className={styles.chips}>
            {item.categories.map((category) => (
              <Link key={category.id} to={`${texts.base}/${category.id}`}>
                <Tag bordered={false} className={styles.categoryChip} style={{ cursor: 'pointer' }}>
                  {category.label}
                </Tag>
              </Link>
            ))}
          </div>
        )}
        {item.image && (
          <div className={styles.detailsCover}>
            <CoverImage fileId={item.image} alt={item.name} height="clamp(180px, 40vw, 380px)" displayWidth={900} />
          </div>
        )}
        {item.shortDescription && (
          <Typography.Paragraph style={{ fontSize: 17, marginTop: item.image ? 0 : 16 }}>
            {item.shortDescription}
          </Typography.Paragraph>
        )}
        <RichText html={item.content} className={styles.richText} />
        {item.tags.length > 0 && (
          <div className={styles.chips} style={{ marginTop: 24 }}>
            {item.tags.map((tag) => (
              <Tag key={tag.id}>#{tag.label}</Tag>
            ))}
          </div>
        )}
        <Attachments kind={kind} assets={item.assets} itemName={item.name} />
      </article>
      <ShareDialog open={shareOpen} onClose={() => setShareOpen(false)} url={window.location.href} title={item.name} />
    </PageContainer>
  );
}
