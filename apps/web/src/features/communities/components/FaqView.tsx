/**
 * FAQ page (spec 02 §2: accordion of questions, answers rendered as HTML; §8 "There are no FAQ",
 * "Error during loading FAQ list.").
 */
import { Button, Card, Collapse, Empty, Result } from 'antd';
import { RichText } from '../../../components/RichText';
import { errorMessage } from '../../../lib/errors';
import { useFaq } from '../api/communities';
import { FAQ_TEXT } from '../constants';
import { PageHeading } from './CommunitiesLayout';
import styles from './communities.module.css';
import { Loading } from './Loading';

/** The accordion. */
export function FaqView() {
  const faq = useFaq();
  let body: React.ReactNode;
  if (faq.isPending) body = <Loading paragraph={{ rows: 6 }} />;
  else if (faq.isError)
    body = (
      <Result
        status="error"
        title={FAQ_TEXT.loadFailed}
        subTitle={errorMessage(faq.error)}
        extra={<Button onClick={() => faq.refetch()}>Try again</Button>}
      />
    );
  else if (faq.data.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={FAQ_TEXT.empty} />;
  else
    body = (
      <Collapse
        accordion
        bordered={false}
        items={faq.data.map((item) => ({
          key: item.id,
          label: <span style={{ fontWeight: 600 }}>{item.name}</span>,
          children: <RichText html={item.description} className={styles.richText} />,
        }))}
      />
    );
  return (
    <>
      <PageHeading title={FAQ_TEXT.title} />
      <Card variant="borderless">{body}</Card>
    </>
  );
}
