/**
 * One invoice (spec 03 §2 /settings/invoice/{id}, §3 Invoice, §4; issue #15): number, dates,
 * status, the member, line items, totals with GST, balance due, a refund the payment provider has
 * not confirmed yet ("Refund pending", issue 31), Pay while a balance is due, and
 * the PDF download ('Error during dowload Invoice. Try again.'). Loading skeleton and error
 * ('Failed to fetch invoice details').
 */
import { DownloadOutlined, LoadingOutlined } from '@ant-design/icons';
import { CART_MESSAGES, INVOICE_MESSAGES, type InvoiceDetail } from '@portal/shared';
import { Alert, Button, Card, Descriptions, Skeleton, Space } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { saveBlob } from '../../../lib/download';
import { toastError } from '../../../lib/feedback';
import { formatCurrency, formatDate } from '../../../lib/format';
import { fetchInvoicePdf, invoiceKeys, useInvoice } from '../api/invoices';
import { InvoiceStatusTag } from '../../../components/InvoiceStatusTag';
import { PayInvoiceButton } from './PayInvoiceButton';

function Totals({ inv }: { inv: InvoiceDetail }) {
  const rows: [string, number][] = [
    ['Total excl. GST', inv.totalAmountExcGst],
    ['GST (10%)', inv.totalGst],
    ['Total incl. GST', inv.totalAmountIncGst],
    ['Amount paid', inv.totalAmountPaid],
    ...(inv.refundedAmount > 0 ? ([['Refunded', inv.refundedAmount]] as [string, number][]) : []),
    ...(inv.refundPending > 0 ? ([['Refund pending', inv.refundPending]] as [string, number][]) : []),
    ['Balance due', inv.balanceDue],
  ];
  return (
    <Descriptions column={1} size="small" bordered style={{ maxWidth: 420, marginLeft: 'auto' }}>
      {rows.map(([label, value]) => (
        <Descriptions.Item key={label} label={label}>
          {formatCurrency(value)}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/** The invoice detail screen's body for `id`. */
export function InvoiceDetailView({ id }: { id: string }) {
  const { data: inv, isPending, isError } = useInvoice(id);
  const [params] = useSearchParams();
  const paid = params.get('checkout') === 'success';
  const client = useQueryClient();
  // Back from the payment page: the invoice and the list changed.
  useEffect(() => {
    if (paid) void client.invalidateQueries({ queryKey: invoiceKeys.all });
  }, [paid, client]);
  const [downloading, setDownloading] = useState(false);
  if (isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (isError) return <Alert type="error" showIcon message={INVOICE_MESSAGES.detailFailed} />;
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await fetchInvoicePdf(inv.id), `${inv.invoiceNum}.pdf`);
    } catch {
      toastError(INVOICE_MESSAGES.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {paid && inv.status === 'Paid' && (
        <Alert type="success" showIcon message={CART_MESSAGES.paymentReceived} closable />
      )}
      <Card
        title={<span>{inv.invoiceNum}</span>}
        extra={<InvoiceStatusTag status={inv.status} refundPending={inv.refundPending} />}
      >
        <Descriptions column={{ xs: 1, sm: 2 }} colon={false} layout="vertical">
          <Descriptions.Item label="Invoice date">{formatDate(inv.invoiceDate)}</Descriptions.Item>
          <Descriptions.Item label="Due date">{formatDate(inv.dueDate)}</Descriptions.Item>
          <Descriptions.Item label="Billed to">{inv.userFullName}</Descriptions.Item>
          <Descriptions.Item label="Member number">{inv.memberNum ?? '—'}</Descriptions.Item>
          {inv.membershipStartDate && inv.membershipEndDate && (
            <Descriptions.Item label="Membership period" span={2}>
              {formatDate(inv.membershipStartDate)} to {formatDate(inv.membershipEndDate)}
            </Descriptions.Item>
          )}
          <Descriptions.Item label="Description" span={2}>
            {inv.description}
          </Descriptions.Item>
        </Descriptions>
        <ResponsiveTable
          rowKey={(_, i) => String(i)}
          pagination={false}
          size="small"
          scroll={{ x: 520 }}
          dataSource={inv.lineItems}
          columns={[
            { title: 'Item', dataIndex: 'itemName' },
            { title: 'Quantity', dataIndex: 'quantity', align: 'right' },
            { title: 'Unit price', dataIndex: 'unitPrice', align: 'right', render: formatCurrency },
            { title: 'Total', dataIndex: 'totalPrice', align: 'right', render: formatCurrency },
          ]}
          style={{ marginBottom: 16 }}
        />
        <Totals inv={inv} />
        <Space wrap style={{ marginTop: 16 }}>
          <PayInvoiceButton id={inv.id} invoiceNum={inv.invoiceNum} balanceDue={inv.balanceDue} />
          <Button
            onClick={() => void download()}
            disabled={downloading}
            icon={downloading ? <LoadingOutlined /> : <DownloadOutlined />}
          >
            Download PDF
          </Button>
        </Space>
      </Card>
    </Space>
  );
}
