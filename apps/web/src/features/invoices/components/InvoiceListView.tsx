/**
 * Invoices (spec 03 §2 /settings/invoices; §4 status display; issue #15): the caller's invoices
 * newest first, filtered by an invoice-date range, page by page; each opens its detail; Pay shows
 * only while a balance is due; "Refund pending" beside the status until the payment provider confirms a
 * refund (issue 31). Loading skeleton, empty and error ('Failed to fetch invoices').
 */
import { INVOICE_MESSAGES, type InvoiceListInput, type InvoiceSummary, MEMBERSHIP_LIMITS } from '@portal/shared';
import { DatePicker, Empty, List, Pagination, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryStateBody } from '../../../components/QueryStateBody';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/hooks/useMediaQuery';
import { useInvoices } from '../api/invoices';
import { InvoiceStatusTag } from '../../../components/InvoiceStatusTag';
import { PayInvoiceButton } from './PayInvoiceButton';

/** One invoice as a compact row for narrow screens (no sideways scrolling). */
function InvoiceItem({ inv }: { inv: InvoiceSummary }) {
  return (
    <List.Item>
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <Space style={{ justifyContent: 'space-between', width: '100%' }}>
          <Link to={`/settings/invoice/${inv.id}`}>{inv.invoiceNum}</Link>
          <span>
            <InvoiceStatusTag status={inv.status} refundPending={inv.refundPending} />
          </span>
        </Space>
        <Typography.Text>{inv.description}</Typography.Text>
        <Typography.Text type="secondary">
          {formatDate(inv.invoiceDate)} · {formatCurrency(inv.totalAmountIncGst)}
          {inv.balanceDue > 0 ? ` · Balance due ${formatCurrency(inv.balanceDue)}` : ''}
        </Typography.Text>
        <PayInvoiceButton id={inv.id} invoiceNum={inv.invoiceNum} balanceDue={inv.balanceDue} size="small" />
      </Space>
    </List.Item>
  );
}

/** The invoice list screen's body. */
export function InvoiceListView() {
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(MEMBERSHIP_LIMITS.defaultPageSize);
  const input: InvoiceListInput = {
    page,
    size,
    sort: '-invoiceDate',
    fromDate: range?.[0]?.format('YYYY-MM-DD') ?? null,
    toDate: range?.[1]?.format('YYYY-MM-DD') ?? null,
  };
  const invoices = useInvoices(input);
  const { isFetching } = invoices;
  const narrow = useMediaQuery('(max-width: 767px)');
  const onPage = (p: number, s: number) => {
    setPage(s !== size ? 1 : p);
    setSize(s);
  };

  const columns = [
    {
      title: 'Invoice',
      dataIndex: 'invoiceNum',
      render: (num: string, inv: InvoiceSummary) => <Link to={`/settings/invoice/${inv.id}`}>{num}</Link>,
    },
    { title: 'Date', dataIndex: 'invoiceDate', render: (d: string) => formatDate(d) },
    { title: 'Description', dataIndex: 'description' },
    { title: 'Amount', dataIndex: 'totalAmountIncGst', align: 'right' as const, render: formatCurrency },
    { title: 'Balance due', dataIndex: 'balanceDue', align: 'right' as const, render: formatCurrency },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (s: string, inv: InvoiceSummary) => <InvoiceStatusTag status={s} refundPending={inv.refundPending} />,
    },
    {
      title: 'Actions',
      key: 'pay',
      render: (_: unknown, inv: InvoiceSummary) => (
        <PayInvoiceButton id={inv.id} invoiceNum={inv.invoiceNum} balanceDue={inv.balanceDue} size="small" />
      ),
    },
  ];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text id="invoice-range-label">Invoice date</Typography.Text>
        <DatePicker.RangePicker
          aria-labelledby="invoice-range-label"
          format="DD/MM/YYYY"
          value={range}
          onChange={(v) => {
            setRange(v);
            setPage(1);
          }}
          allowEmpty={[true, true]}
        />
      </Space>
      <QueryStateBody query={invoices} loadFailed={INVOICE_MESSAGES.listFailed}>
        {(data) =>
          narrow ? (
            <>
              <List
                bordered
                loading={isFetching}
                dataSource={data.invoices}
                locale={{ emptyText: <Empty description="No invoices" /> }}
                renderItem={(inv) => <InvoiceItem inv={inv} />}
              />
              {data.totalItems > data.size && (
                <Pagination simple current={data.page} pageSize={data.size} total={data.totalItems} onChange={onPage} />
              )}
            </>
          ) : (
            <Table<InvoiceSummary>
              rowKey="id"
              columns={columns}
              dataSource={data.invoices}
              loading={isFetching}
              scroll={{ x: 760 }}
              locale={{ emptyText: <Empty description="No invoices" /> }}
              pagination={{
                current: data.page,
                pageSize: data.size,
                total: data.totalItems,
                showSizeChanger: true,
                onChange: onPage,
              }}
            />
          )
        }
      </QueryStateBody>
    </Space>
  );
}
