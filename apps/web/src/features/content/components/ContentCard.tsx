/**
 * A news or resource card (spec 03 §2 News and resources): cover image, title, short description,
 * date (DD MMM, YYYY), category chips and the bookmark toggle. The whole card opens the details
 * route ({base}/details/{id}).
 */
import { Card, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateMedium } from '../../../lib/format';
import type { ContentItem } from '../api/types';
import { type ContentKind, LIBRARY } from '../constants';
import { BookmarkButton } from './BookmarkButton';
import { CoverImage } from './CoverImage';
import styles from './content.module.css';

/** One card; the link wraps image, title and text, the bookmark sits on the image. */
export function ContentCard({ kind, item }: { kind: ContentKind; item: ContentItem }) {
  const to = `${LIBRARY[kind].base}/details/${item.id}`;
  return (
    <Card
      className={styles.card}
      variant="borderless"
      styles={{ body: { padding: 16 } }}
      cover={
        <div className={styles.cardCover}>
          <Link to={to} tabIndex={-1} aria-hidden="true">
            <CoverImage fileId={item.image} alt={item.name} height={170} />
          </Link>
          <span className={styles.cardBookmark}>
            <BookmarkButton kind={kind} id={item.id} size="small" />
          </span>
        </div>
      }
    >
      <Typography.Text type="secondary" className={styles.cardDate}>
        {formatDateMedium(item.publishStartDate ?? item.date_created)}
      </Typography.Text>
      <Link to={to} className={styles.cardTitle}>
        {item.name}
      </Link>
      {item.shortDescription && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className={styles.cardText}>
          {item.shortDescription}
        </Typography.Paragraph>
      )}
      {item.categories.length > 0 && (
        <div className={styles.chips}>
          {item.categories.map((category) => (
            <Tag key={category.id} bordered={false} className={styles.categoryChip}>
              {category.label}
            </Tag>
          ))}
        </div>
      )}
    </Card>
  );
}
