/**
 * Favourite communities (spec 02 §2 My Favourites > Communities: "page titled with the count of
 * bookmarked communities"): the caller's favourite communities as cards.
 */
import { Button, Card, Col, Empty, Result, Row, Skeleton } from 'antd';
import { errorMessage } from '../../../lib/errors';
import { useTopFavorites } from '../api/communities';
import { FAVOURITES_TEXT } from '../constants';
import { CommunityCard } from './CommunityCard';
import styles from './communities.module.css';

/** Title with the count and the cards. */
export function FavouriteCommunitiesView() {
  const favourites = useTopFavorites();
  const communities = favourites.data?.communities ?? [];
  return (
    <section aria-labelledby="favourite-communities-title">
      <h2 id="favourite-communities-title" className={styles.sectionTitle}>
        {FAVOURITES_TEXT.title(favourites.data?.totalItemCount ?? communities.length)}
      </h2>
      {favourites.isPending ? (
        <Card variant="borderless" role="status" aria-busy="true" aria-label="Loading">
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      ) : favourites.isError ? (
        <Result
          status="error"
          title={errorMessage(favourites.error)}
          extra={<Button onClick={() => favourites.refetch()}>Try again</Button>}
        />
      ) : communities.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={FAVOURITES_TEXT.empty} style={{ padding: '48px 0' }} />
      ) : (
        <Row gutter={[20, 20]}>
          {communities.map((community) => (
            <Col key={community.id} xs={24} md={12} xl={8}>
              <CommunityCard community={community} />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
