/**
 * /admin/users/import (issue 23): choose a CSV file, check the column of each member field (guessed
 * from the header), read the dry run (per row: create, update, unchanged or refused and why), then
 * import: refused rows block the import unless the staff member chooses to skip them; invitation
 * mails are optional. The result lists the batch's members; past imports can be undone.
 */
import { InboxOutlined } from '@ant-design/icons';
import type { MemberImportBatch, MemberImportDryRun, MemberImportMapping } from '@portal/shared';
import { Alert, Button, Checkbox, Result, Skeleton, Upload } from 'antd';
import { useState } from 'react';
import { PageContainer } from '../../../components/PageContainer';
import { errorMessage } from '../../../lib/errors';
import { toastSuccess } from '../../../lib/feedback';
import { useApplyImport, useDryRun } from '../api/member-import';
import { TEXT } from '../constants';
import { BatchesList, UndoButton } from './BatchesList';
import { BatchRowsTable } from './BatchRowsTable';
import { DryRunReport } from './DryRunReport';
import { MappingForm } from './MappingForm';
import { sampleImportHref } from '../sample';
import styles from './member-import.module.css';

export function MemberImportView() {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<MemberImportDryRun | null>(null);
  const [mapping, setMapping] = useState<MemberImportMapping>({});
  const [mappingChanged, setMappingChanged] = useState(false);
  const [skipRefused, setSkipRefused] = useState(false);
  const [sendInvitations, setSendInvitations] = useState(false);
  const [result, setResult] = useState<MemberImportBatch | null>(null);
  const dryRun = useDryRun();
  const apply = useApplyImport();

  function check(next: File, nextMapping?: MemberImportMapping) {
    setResult(null);
    apply.reset();
    dryRun.mutate(
      { file: next, mapping: nextMapping },
      {
        onSuccess: (r) => {
          setReport(r);
          setMapping(r.mapping);
          setMappingChanged(false);
          setSkipRefused(false);
        },
        onError: () => setReport(null),
      },
    );
  }

  function handleChoose(chosen: File) {
    setFile(chosen);
    check(chosen);
    return false;
  }

  function handleApply() {
    if (!file) return;
    apply.mutate(
      { file, mapping, skipRefused, sendInvitations },
      {
        onSuccess: (batch) => {
          setResult(batch);
          window.scrollTo({ top: 0 });
          setReport(null);
          setFile(null);
          toastSuccess(TEXT.applied);
        },
      },
    );
  }

  const toApply = report ? report.counts.create + report.counts.update : 0;
  const blocked = !!report && report.counts.refuse > 0 && !skipRefused;

  return (
    <PageContainer title={TEXT.title} width="medium">
      <section className={styles.section} aria-labelledby="member-import-file">
        <h2 id="member-import-file" className={styles.sectionTitle}>
          {TEXT.chooseTitle}
        </h2>
        <p className={styles.hint}>
          {TEXT.chooseHintMore}{' '}
          <a href={sampleImportHref()} download="member-import-sample.csv">
            {TEXT.sampleFile}
          </a>
        </p>
        <Upload.Dragger
          accept=".csv,text/csv"
          multiple={false}
          showUploadList={false}
          beforeUpload={handleChoose}
          disabled={dryRun.isPending || apply.isPending}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{file ? file.name : TEXT.chooseHint}</p>
        </Upload.Dragger>
        {dryRun.isPending && <Skeleton active paragraph={{ rows: 3 }} title={{ width: 200 }} />}
        {dryRun.isError && (
          <Alert className={styles.applyBar} type="error" showIcon title={errorMessage(dryRun.error)} />
        )}
      </section>

      {report && file && !dryRun.isPending && (
        <>
          <section className={styles.section} aria-labelledby="member-import-columns">
            <h2 id="member-import-columns" className={styles.sectionTitle}>
              {TEXT.mappingTitle}
            </h2>
            <p className={styles.hint}>{TEXT.mappingHint}</p>
            <MappingForm
              columns={report.columns}
              mapping={mapping}
              onChange={(next) => {
                setMapping(next);
                setMappingChanged(true);
              }}
            />
            {mappingChanged && (
              <Button type="primary" ghost onClick={() => check(file, mapping)}>
                {TEXT.checkAgain}
              </Button>
            )}
          </section>

          <section className={styles.section} aria-labelledby="member-import-dry-run">
            <h2 id="member-import-dry-run" className={styles.sectionTitle}>
              {TEXT.dryRunTitle}
            </h2>
            <p className={styles.hint}>{TEXT.dryRunHint}</p>
            <DryRunReport key={`${file.name}-${JSON.stringify(report.counts)}`} report={report} />
            <div className={styles.applyBar}>
              {report.counts.refuse > 0 && (
                <>
                  <Alert type="warning" showIcon title={TEXT.refusedBlock} />
                  <Checkbox checked={skipRefused} onChange={(e) => setSkipRefused(e.target.checked)}>
                    {TEXT.skipRefused(report.counts.refuse)}
                  </Checkbox>
                </>
              )}
              <Checkbox checked={sendInvitations} onChange={(e) => setSendInvitations(e.target.checked)}>
                {TEXT.sendInvitations}
              </Checkbox>
              {apply.isError && <Alert type="error" showIcon title={errorMessage(apply.error)} />}
              {toApply === 0 ? (
                <Alert type="info" showIcon title={TEXT.nothingToApply} />
              ) : (
                <Button
                  className={styles.applyButton}
                  type="primary"
                  size="large"
                  disabled={blocked || mappingChanged}
                  loading={apply.isPending}
                  onClick={handleApply}
                >
                  {TEXT.apply(toApply)}
                </Button>
              )}
            </div>
          </section>
        </>
      )}

      {result && (
        <section className={styles.section} aria-labelledby="member-import-result">
          <Result
            status="success"
            title={<span id="member-import-result">{TEXT.applied}</span>}
            subTitle={TEXT.appliedSummary(result.counts)}
            extra={<UndoButton batch={result} onUndone={setResult} />}
          />
          <h3 className={styles.sectionTitle}>{TEXT.membersOfImport}</h3>
          <BatchRowsTable batchId={result.id} />
        </section>
      )}

      <section className={styles.section} aria-labelledby="member-import-past">
        <h2 id="member-import-past" className={styles.sectionTitle}>
          {TEXT.pastTitle}
        </h2>
        <BatchesList />
      </section>
    </PageContainer>
  );
}
