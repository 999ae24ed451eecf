/**
 * Favourite communities (spec 02 §2 My Favourites > Communities: "page titled with the count of
 * bookmarked communities"): the caller's favourite communities as cards.
 */
import { Col, Empty, Row } from 'antd';
import { CardSkeleton, QueryStateBody } from '../../../components/QueryStateBody';
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
      <QueryStateBody
        query={favourites}
        skeleton={<CardSkeleton />}
        isEmpty={() => communities.length === 0}
        empty={
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={FAVOURITES_TEXT.empty}
            style={{ padding: '48px 0' }}
          />
        }
      >
        {() => (
          <Row gutter={[20, 20]}>
            {communities.map((community) => (
              <Col key={community.id} xs={24} md={12} xl={8}>
                <CommunityCard community={community} />
              </Col>
            ))}
          </Row>
        )}
      </QueryStateBody>
    </section>
  );
}
