/**
 * /admin/enquiries (issue 30): the contact-us enquiries members sent, newest first, 25 a page; each
 * opens its page (the text and the attachments).
 */
import type { EnquirySummary } from '@portal/shared';
import { Empty, type TableProps } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { QueryStateBody } from '../../../components/QueryStateBody';
import { formatDate } from '../../../lib/format';
import { ENQUIRY_PAGE_SIZE, useEnquiries } from '../api/enquiries';
import { ENQUIRIES_ADMIN_BASE, ENQUIRY_TEXT } from '../constants';

const time = (iso: string) => `${formatDate(iso)} ${dayjs(iso).format('h:mm a')}`;

export function EnquiriesList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useEnquiries(page);
  const columns: TableProps<EnquirySummary>['columns'] = [
    { key: 'when', title: 'Received', width: 170, render: (_, e) => time(e.createdAt) },
    {
      key: 'from',
      title: 'From',
      render: (_, e) => (
        <div>
          <Link to={`${ENQUIRIES_ADMIN_BASE}/${e.id}`}>{e.name ?? e.email}</Link>
          <div style={{ color: 'var(--text-secondary)' }}>
            {e.email}
            {e.memberNumber ? ` · ${e.memberNumber}` : ''}
          </div>
        </div>
      ),
    },
    { key: 'message', title: 'Message', render: (_, e) => e.preview },
    {
      key: 'files',
      title: 'Attachments',
      width: 120,
      render: (_, e) => (e.attachmentCount ? String(e.attachmentCount) : '-'),
    },
  ];
  return (
    <PageContainer title={ENQUIRY_TEXT.title}>
      <QueryStateBody
        query={list}
        loadFailed={ENQUIRY_TEXT.loadFailed}
        isEmpty={(d) => d.items.length === 0}
        empty={<Empty description={ENQUIRY_TEXT.empty} />}
      >
        {(data) => (
          <ResponsiveTable<EnquirySummary>
            rowKey="id"
            columns={columns}
            dataSource={data.items}
            loading={list.isFetching && list.isPlaceholderData}
            pagination={{
              current: data.page,
              pageSize: ENQUIRY_PAGE_SIZE,
              total: data.totalItems,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: (p) => setParams({ page: String(p) }, { replace: true }),
            }}
          />
        )}
      </QueryStateBody>
    </PageContainer>
  );
}
