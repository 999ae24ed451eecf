/**
 * The staff compliance list of a period (issue 16: who is on track, who is short, with CSV export).
 * Status: Complete (every requirement met), On track (hours at least the elapsed share of the
 * period), Short. Staff only (the server answers 403 to others).
 */
import { DownloadOutlined, LoadingOutlined } from '@ant-design/icons';
import { CPD_COMPLIANCE_STATUSES, CPD_MESSAGES, type CpdComplianceRow } from '@portal/shared';
import { Button, Segmented, Select, Tag } from 'antd';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { useState } from 'react';
import { InlineMessage } from '../../../components/InlineMessage';
import { downloadCpdFile, useCompliance } from '../api/cpd';
import { CPD_TEXT } from '../constants';
import { formatCpdDate, formatHours } from '../utils/cpd-format';
import { CpdHeading } from './CpdLayout';
import styles from './cpd.module.css';

const STATUS_COLOUR: Record<string, string> = { Complete: 'green', 'On track': 'blue', Short: 'orange' };

/** The compliance page body. */
export function ComplianceView() {
  const [startYear, setStartYear] = useState<number | undefined>(undefined);
  const [status, setStatus] = useState<string>('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const list = useCompliance(startYear, status || undefined, page);
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 6 }, (_, i) => thisYear - i);
  const data = list.data;
  const exportCsv = async () => {
    setExporting(true);
    const q = new URLSearchParams();
    if (startYear) q.set('startYear', String(startYear));
    if (status) q.set('status', status);
    await downloadCpdFile(`/api/cpd/compliance/export?${q}`, `CPD compliance ${data?.label ?? ''}.csv`);
    setExporting(false);
  };
  return (
    <>
      <CpdHeading
        title={CPD_TEXT.complianceTitle}
        extra={
          <Button
            icon={exporting ? <LoadingOutlined /> : <DownloadOutlined />}
            disabled={exporting}
            onClick={exportCsv}
          >
            {CPD_TEXT.exportCsv}
          </Button>
        }
      />
      <div className={styles.actions} style={{ marginBottom: 16 }}>
        <Select
          aria-label="Period start year"
          value={startYear ?? 'current'}
          style={{ minWidth: 180 }}
          onChange={(v) => {
            setStartYear(v === 'current' ? undefined : Number(v));
            setPage(1);
          }}
          options={[
            { value: 'current', label: 'Current period' },
            ...years.map((y) => ({ value: y, label: `Starting ${y}` })),
          ]}
        />
        <Segmented
          aria-label={CPD_TEXT.status}
          value={status}
          onChange={(v) => {
            setStatus(String(v));
            setPage(1);
          }}
          options={[
            { value: '', label: CPD_TEXT.all },
            ...CPD_COMPLIANCE_STATUSES.map((s) => ({ value: s, label: `${s} (${data?.counts[s] ?? 0})` })),
          ]}
        />
      </div>
      {data && (
        <p className={styles.muted}>
          {CPD_TEXT.period} {data.label}: {formatCpdDate(data.periodStartDate)} – {formatCpdDate(data.periodEndDate)}
        </p>
      )}
      {list.isError ? (
        <InlineMessage type="error">{CPD_MESSAGES.error}</InlineMessage>
      ) : (
        <div className={styles.tableWrap}>
          <ResponsiveTable<CpdComplianceRow>
            rowKey="accountId"
            loading={list.isPending}
            dataSource={data?.items ?? []}
            pagination={{
              current: page,
              pageSize: 50,
              total: data?.totalItems ?? 0,
              onChange: setPage,
              showSizeChanger: false,
            }}
            columns={[
              { title: 'Name', dataIndex: 'name' },
              { title: 'Email', dataIndex: 'email' },
              {
                title: 'Hours',
                render: (_, r) => (
                  <span style={{ whiteSpace: 'nowrap' }}>
                    {formatHours(r.completedHours)} / {formatHours(r.minimumRequiredHours)} hrs
                  </span>
                ),
              },
              { title: 'Interactive', render: (_, r) => `${formatHours(r.interactiveHours)} hrs` },
              { title: 'Plan', render: (_, r) => (r.learningPlan ? 'Yes' : 'No') },
              { title: 'No reflection', dataIndex: 'recordsWithoutReflection' },
              { title: 'Status', render: (_, r) => <Tag color={STATUS_COLOUR[r.status]}>{r.status}</Tag> },
            ]}
          />
        </div>
      )}
    </>
  );
}
