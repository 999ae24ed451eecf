/**
 * The home dashboard's "Latest news" (spec 01 §2 Home dashboard, §9: 4 news as 1 + 3; spec 03 §7:
 * page 1, limit 4, newest first): one main story and three small ones, each opening
 * /news/details/{id}. A placeholder while loading; 'No content' when there is none.
 *
 * Built from the antd parts the home page already loads (Row, Col, Empty) and plain elements, so
 * the home chunk adds no antd modules shared with the sign-in route (its first load stays small).
 */
import { LIMITS, MESSAGES } from '@portal/shared';
import { Col, Empty, Row } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/errors';
import { formatDateMedium } from '../../../lib/format';
import { useContentPage } from '../api/content-api';
import type { ContentItem } from '../api/types';
import { CoverImage } from './CoverImage';
import styles from './LatestNews.module.css';

const QUERY = { sort: 'created_desc', categoryId: 'all_categories' } as const;

function itemDate(item: ContentItem): string {
  return formatDateMedium(item.publishStartDate ?? item.date_created);
}

/** Card body with the latest four news items. */
export function LatestNews() {
  const { data, isPending, isError, error } = useContentPage('news', QUERY, LIMITS.homeNews);
  if (isPending) return <div className={styles.placeholder} role="status" aria-busy="true" aria-label="Loading" />;
  if (isError) return <p className={styles.muted}>{errorMessage(error)}</p>;
  const [main, ...rest] = data.data;
  if (!main) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MESSAGES.noContent} />;
  return (
    <Row gutter={[20, 16]}>
      <Col xs={24} md={14}>
        <Link to={`/news/details/${main.id}`} className={styles.link}>
          <div className={styles.mainImage}>
            <CoverImage fileId={main.image} alt={main.name} height={200} />
          </div>
          <span className={styles.date}>{itemDate(main)}</span>
          <h3 className={styles.mainTitle}>{main.name}</h3>
          {main.shortDescription && <p className={styles.description}>{main.shortDescription}</p>}
        </Link>
      </Col>
      <Col xs={24} md={10}>
        <ul className={styles.list}>
          {rest.slice(0, LIMITS.homeNews - 1).map((item) => (
            <li key={item.id}>
              <Link to={`/news/details/${item.id}`} className={`${styles.link} ${styles.small}`}>
                <div className={styles.thumb}>
                  <CoverImage fileId={item.image} alt={item.name} height={64} />
                </div>
                <div className={styles.smallText}>
                  <span className={styles.date}>{itemDate(item)}</span>
                  <span className={styles.smallTitle} title={item.name}>
                    {item.name}
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </Col>
    </Row>
  );
}
