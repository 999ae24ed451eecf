/**
 * The CPD Tracker (spec 03 §2 CPD, §3 CPD period and record, §5 CPD, §6, §8; issue 16): a period's
 * progress and compliance, its learning plan, its records (Edit only with an edit URL; certificate
 * only for records from events), the period report (preview, download), the audit pack, and the
 * way to add an outside record (GET api/cpd/new gives the create page).
 */
import { DownloadOutlined, EyeOutlined, FileZipOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { CPD_MESSAGES, type CpdPeriod, type CpdPrintView } from '@portal/shared';
import { Button, Card, Empty, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryStateBody } from '../../../components/QueryStateBody';
import { RichText } from '../../../components/RichText';
import { apiA } from '../../../lib/api';
import { toastError } from '../../../lib/feedback';
import { downloadCpdFile, fetchPrintView, openCpdPdf, useCpdPeriods, useSaveLearningPlan } from '../api/cpd';
import { CPD_PATHS, CPD_TEXT } from '../constants';
import { CpdHeading } from './CpdLayout';
import { CpdProgress } from './CpdProgress';
import { RecordCard } from './RecordCard';
import styles from './cpd.module.css';

function LearningPlan({ period }: { period: CpdPeriod }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(period.learningPlan ?? '');
  const save = useSaveLearningPlan();
  return (
    <Card
      title={CPD_TEXT.learningPlan}
      extra={
        !editing && (
          <Button
            onClick={() => {
              setText(period.learningPlan ?? '');
              setEditing(true);
            }}
          >
            {CPD_TEXT.editPlan}
          </Button>
        )
      }
    >
      {editing ? (
        <div className={styles.stack}>
          <label htmlFor={`plan-${period.cpdPeriodId}`} className={styles.muted}>
            {CPD_TEXT.learningPlanHelp}
          </label>
          <Input.TextArea
            id={`plan-${period.cpdPeriodId}`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={4000}
          />
          <div className={styles.actions}>
            <Button
              type="primary"
              disabled={save.isPending}
              icon={save.isPending ? <LoadingOutlined /> : undefined}
              onClick={() =>
                save.mutate({ id: period.cpdPeriodId, learningPlan: text }, { onSuccess: () => setEditing(false) })
              }
            >
              {CPD_TEXT.savePlan}
            </Button>
            <Button onClick={() => setEditing(false)}>{CPD_TEXT.cancel}</Button>
          </div>
        </div>
      ) : period.learningPlan ? (
        <p className={styles.plan}>{period.learningPlan}</p>
      ) : (
        <p className={styles.muted}>{CPD_TEXT.learningPlanHelp}</p>
      )}
    </Card>
  );
}

/**
 * The tracker page body: the heading with "Add record", then the periods through QueryStateBody
 * (skeleton, the spec's load failure with retry, "No records" when there is no period).
 */
export function TrackerView() {
  const periods = useCpdPeriods();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const addRecord = async () => {
    setAdding(true);
    try {
      const { url } = await apiA.get<{ url: string }>('/api/cpd/new');
      navigate(url.startsWith('/') ? url : CPD_PATHS.newRecord);
    } catch {
      navigate(CPD_PATHS.newRecord);
    } finally {
      setAdding(false);
    }
  };
  return (
    <>
      <CpdHeading
        title={CPD_TEXT.trackerTitle}
        extra={
          periods.data?.length ? (
            <Button
              type="primary"
              icon={adding ? <LoadingOutlined /> : <PlusOutlined />}
              disabled={adding}
              onClick={addRecord}
            >
              {CPD_TEXT.addRecord}
            </Button>
          ) : null
        }
      />
      <QueryStateBody
        query={periods}
        loadFailed={CPD_MESSAGES.loadDocumentError}
        skeletonRows={8}
        isEmpty={(list) => list.length === 0}
        empty={<Empty description={CPD_MESSAGES.noRecords} />}
      >
        {(list) => <PeriodTracker periods={list} />}
      </QueryStateBody>
    </>
  );
}

/** One period of the loaded list (the current one first): progress, report, audit pack, plan, records. */
function PeriodTracker({ periods: list }: { periods: CpdPeriod[] }) {
  const [selected, setSelected] = useState<number | null>(null);
  const [preview, setPreview] = useState<CpdPrintView | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const period = list.find((p) => p.cpdPeriodId === selected) ?? list.find((p) => p.isCurrent) ?? list[0];

  const run = async (key: string, work: () => Promise<void>) => {
    setBusy(key);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };
  const openPreview = () =>
    run('preview', async () => {
      try {
        setPreview(await fetchPrintView(period.cpdPeriodId));
      } catch {
        toastError(CPD_MESSAGES.loadDocumentError);
      }
    });
  const icon = (key: string, fallback: React.ReactNode) => (busy === key ? <LoadingOutlined /> : fallback);

  return (
    <>
      <div className={styles.stack}>
        <Card>
          <div className={styles.heading} style={{ marginBottom: 8 }}>
            <div>
              <span className={styles.muted}>{CPD_TEXT.period} </span>
              <Select
                aria-label={CPD_TEXT.period}
                value={period.cpdPeriodId}
                onChange={setSelected}
                style={{ minWidth: 160 }}
                options={list.map((p) => ({
                  value: p.cpdPeriodId,
                  label: p.isCurrent ? `${p.label} (current)` : p.label,
                }))}
              />
            </div>
            <div className={styles.actions}>
              <Button icon={icon('preview', <EyeOutlined />)} disabled={busy === 'preview'} onClick={openPreview}>
                {CPD_TEXT.reportPreview}
              </Button>
              <Button
                icon={icon('report', <DownloadOutlined />)}
                disabled={busy === 'report'}
                onClick={() =>
                  run('report', () =>
                    downloadCpdFile(`/api/cpd/period/${period.cpdPeriodId}/download`, `CPD report ${period.label}.pdf`),
                  )
                }
              >
                {CPD_TEXT.downloadReport}
              </Button>
              <Button
                icon={icon('pack', <FileZipOutlined />)}
                disabled={busy === 'pack'}
                onClick={() =>
                  run('pack', () =>
                    downloadCpdFile(
                      `/api/cpd/period/${period.cpdPeriodId}/auditpack`,
                      `CPD audit pack ${period.label}.zip`,
                    ),
                  )
                }
              >
                {CPD_TEXT.auditPack}
              </Button>
            </div>
          </div>
          <CpdProgress period={period} detailed />
          <p className={styles.muted} style={{ marginTop: 12, marginBottom: 0 }}>
            {CPD_TEXT.keepEvidence}
          </p>
        </Card>
        <LearningPlan key={period.cpdPeriodId} period={period} />
        <section aria-label="CPD records" className={styles.stack}>
          {period.cpdRecords.length === 0 ? (
            <Card>
              <Empty description={CPD_MESSAGES.noRecords} />
            </Card>
          ) : (
            period.cpdRecords.map((r) => <RecordCard key={r.cpdId} record={r} />)
          )}
        </section>
      </div>
      <Modal
        open={!!preview}
        title={`${CPD_TEXT.reportPreview} ${period.label}`}
        onCancel={() => setPreview(null)}
        width={760}
        footer={[
          <Button key="close" onClick={() => setPreview(null)}>
            {CPD_TEXT.cancel}
          </Button>,
          <Button key="open" type="primary" onClick={() => preview && openCpdPdf(preview.previewUrl)}>
            Open PDF
          </Button>,
        ]}
      >
        <div className={styles.preview}>
          <RichText html={preview?.previewHtml} />
        </div>
      </Modal>
    </>
  );
}
