/**
 * FAQ page (spec 02 §2: accordion of questions, answers rendered as HTML; §8 "There are no FAQ",
 * "Error during loading FAQ list.").
 */
import { Card, Collapse, Empty } from 'antd';
import { RichText } from '../../../components/RichText';
import { QueryStateBody } from '../../../components/QueryStateBody';
import { useFaq } from '../api/communities';
import { FAQ_TEXT } from '../constants';
import { PageHeading } from './CommunitiesLayout';
import styles from './communities.module.css';
import { Loading } from './Loading';

/** The accordion. */
export function FaqView() {
  const faq = useFaq();
  return (
    <>
      <PageHeading title={FAQ_TEXT.title} />
      <Card variant="borderless">
        <QueryStateBody
          query={faq}
          loadFailed={FAQ_TEXT.loadFailed}
          skeleton={<Loading paragraph={{ rows: 6 }} />}
          isEmpty={(data) => data.length === 0}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={FAQ_TEXT.empty} />}
        >
          {(data) => (
            <Collapse
              accordion
              bordered={false}
              items={data.map((item) => ({
                key: item.id,
                label: <span style={{ fontWeight: 600 }}>{item.name}</span>,
                children: <RichText html={item.description} className={styles.richText} />,
              }))}
            />
          )}
        </QueryStateBody>
      </Card>
    </>
  );
}
