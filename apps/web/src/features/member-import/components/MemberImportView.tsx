/**
 * /admin/users/import (issue 23; issue 31: CSV/TSV with any usual separator and encoding, .xlsx with
 * a choice of sheet, the guesses and the remembered mapping shown per field): choose a file, check
 * how it was read and the column of each member field (guessed from the header), read the dry run (per row: create, update, unchanged or refused and why), then
 * import: refused rows block the import unless the staff member chooses to skip them; invitation
 * mails are optional. The result lists the batch's members; past imports can be undone.
 */
import { InboxOutlined } from '@ant-design/icons';
import {
  MEMBER_IMPORT_DELIMITERS,
  type MemberImportBatch,
  type MemberImportDelimiter,
  type MemberImportDryRun,
  type MemberImportMapping,
} from '@portal/shared';
import { Alert, Button, Checkbox, Result, Select, Skeleton, Typography, Upload } from 'antd';
import { useState } from 'react';
import { PageContainer } from '../../../components/PageContainer';
import { errorMessage } from '../../../lib/errors';
import { toastSuccess } from '../../../lib/feedback';
import { type ImportRequest, useApplyImport, useDryRun } from '../api/member-import';
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
  const [read, setRead] = useState<Pick<ImportRequest, 'delimiter' | 'sheet'>>({});
  const [skipRefused, setSkipRefused] = useState(false);
  const [sendInvitations, setSendInvitations] = useState(false);
  const [result, setResult] = useState<MemberImportBatch | null>(null);
  const dryRun = useDryRun();
  const apply = useApplyImport();

  function check(next: File, nextMapping?: MemberImportMapping, nextRead = read) {
    setResult(null);
    apply.reset();
    setRead(nextRead);
    dryRun.mutate(
      { file: next, mapping: nextMapping, ...nextRead },
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
    check(chosen, undefined, {});
    return false;
  }

  function handleApply() {
    if (!file) return;
    apply.mutate(
      { file, mapping, ...read, skipRefused, sendInvitations },
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
          accept=".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
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
        {report && file && !dryRun.isPending && (
          <ReadAs
            report={report}
            delimiter={read.delimiter ?? 'auto'}
            onDelimiter={(delimiter) => check(file, undefined, { delimiter })}
            onSheet={(sheet) => check(file, undefined, { sheet })}
          />
        )}
      </section>

      {report && file && !dryRun.isPending && (
        <section className={styles.section} aria-labelledby="member-import-columns">
          <h2 id="member-import-columns" className={styles.sectionTitle}>
            {TEXT.mappingTitle}
          </h2>
          <p className={styles.hint}>{TEXT.mappingHint}</p>
          <MappingForm
            columns={report.columns}
            guesses={report.guesses}
            mapping={mapping}
            onChange={(next) => {
              setMapping(next);
              setMappingChanged(true);
            }}
          />
          {report.mappingError && !mappingChanged && (
            <Alert className={styles.applyBar} type="warning" showIcon title={report.mappingError} />
          )}
          {mappingChanged && (
            <Button type="primary" ghost onClick={() => check(file, mapping)}>
              {TEXT.checkAgain}
            </Button>
          )}
        </section>
      )}

      {report && file && !dryRun.isPending && !report.mappingError && (
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

/** How the file was read (encoding, separator; sheet of a workbook), with the choice of another. */
function ReadAs({
  report,
  delimiter,
  onDelimiter,
  onSheet,
}: {
  report: MemberImportDryRun;
  delimiter: MemberImportDelimiter;
  onDelimiter: (delimiter: MemberImportDelimiter) => void;
  onSheet: (sheet: string) => void;
}) {
  const { source } = report;
  if (source.format === 'xlsx')
    return (
      <div className={styles.readAs}>
        <div className={styles.readAsField}>
          <label htmlFor="member-import-sheet">{TEXT.sheet}</label>
          <Select
            id="member-import-sheet"
            value={source.sheet ?? undefined}
            options={source.sheets.map((name) => ({ value: name, label: name }))}
            onChange={onSheet}
          />
        </div>
      </div>
    );
  const detected = source.delimiter ? TEXT.delimiterLabels[source.delimiter] : '';
  return (
    <div className={styles.readAs}>
      <div className={styles.readAsField}>
        <label htmlFor="member-import-separator">{TEXT.separator}</label>
        <Select
          id="member-import-separator"
          value={delimiter}
          options={MEMBER_IMPORT_DELIMITERS.map((d) => ({
            value: d,
            label: d === 'auto' ? `${TEXT.delimiterLabels.auto} (${detected.toLowerCase()})` : TEXT.delimiterLabels[d],
          }))}
          onChange={onDelimiter}
        />
      </div>
      <Typography.Text type="secondary">
        {TEXT.readAs}: {source.encoding}, {detected.toLowerCase()}
      </Typography.Text>
    </div>
  );
}
