/**
 * CPD and enrolment calls (spec 03 §7 CPD and enrolments; issue 16) with their queries and
 * mutations. Shapes are the shared zod contract (@portal/shared). Files (certificates, reports,
 * evidence, audit pack, CSV) are fetched as Blobs with the bearer session and saved or opened.
 */
import {
  CPD_MESSAGES,
  type Course,
  type CpdComplianceResponse,
  type CpdPeriod,
  type CpdPrintView,
  type CpdRecord,
  type Enrolment,
} from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { saveBlob } from '../../../lib/download';
import { openInNewTab } from '../../../lib/signed-link';
import { errorMessage } from '../../../lib/errors';
import { reportFailure, toastError, toastSuccess } from '../../../lib/feedback';
import { cpdKeys } from './keys';

/** GET api/user/cpds: every period of the caller, newest first. */
export function useCpdPeriods() {
  return useQuery({
    queryKey: cpdKeys.periods(),
    queryFn: ({ signal }) => apiA.get<CpdPeriod[]>('/api/user/cpds', { signal }),
  });
}

/** GET api/user/cpd/period/current: the current period. */
export function useCurrentCpdPeriod() {
  return useQuery({
    queryKey: cpdKeys.current(),
    queryFn: ({ signal }) => apiA.get<CpdPeriod[]>('/api/user/cpd/period/current', { signal }),
    select: (periods) => periods[0] ?? null,
  });
}

/** GET api/cpd/record/{id}: an own record (the edit page). */
export function useCpdRecord(id: number | undefined) {
  return useQuery({
    queryKey: cpdKeys.record(id ?? 0),
    queryFn: ({ signal }) => apiA.get<CpdRecord>(`/api/cpd/record/${id}`, { signal }),
    enabled: !!id,
    retry: false,
  });
}

/** The fields of the record form; files are new evidence, removeAttachmentIds evidence to drop. */
export interface RecordFormValues {
  title: string;
  categoryName: string;
  presenter?: string;
  domain?: string;
  hours: number;
  interactive: boolean;
  reflection?: string;
  completedDate: string;
  files: File[];
  removeAttachmentIds: string[];
}

function toFormData(v: RecordFormValues): FormData {
  const fd = new FormData();
  fd.append('title', v.title);
  fd.append('categoryName', v.categoryName);
  if (v.presenter) fd.append('presenter', v.presenter);
  if (v.domain) fd.append('domain', v.domain);
  fd.append('hours', String(v.hours));
  fd.append('interactive', v.interactive ? 'true' : 'false');
  if (v.reflection) fd.append('reflection', v.reflection);
  fd.append('completedDate', v.completedDate);
  for (const id of v.removeAttachmentIds) fd.append('removeAttachmentIds', id);
  for (const f of v.files) fd.append('evidence', f, f.name);
  return fd;
}

/** POST api/cpd/record or PUT api/cpd/record/{id} (multipart). */
export function useSaveCpdRecord(id?: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: RecordFormValues) =>
      id
        ? apiA.put<CpdRecord>(`/api/cpd/record/${id}`, toFormData(v))
        : apiA.post<CpdRecord>('/api/cpd/record', toFormData(v)),
    onSuccess: () => {
      toastSuccess(CPD_MESSAGES.recordSaved);
      return qc.invalidateQueries({ queryKey: cpdKeys.all });
    },
  });
}

/** DELETE api/cpd/record/{id}. */
export function useDeleteCpdRecord() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiA.delete<{ message: string }>(`/api/cpd/record/${id}`),
    onSuccess: () => {
      toastSuccess(CPD_MESSAGES.recordDeleted);
      return qc.invalidateQueries({ queryKey: cpdKeys.all });
    },
    onError: (e) => reportFailure(e),
  });
}

/** PUT api/cpd/record/{id}/reflection. */
export function useSaveReflection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reflection }: { id: number; reflection: string }) =>
      apiA.put<CpdRecord>(`/api/cpd/record/${id}/reflection`, { reflection }),
    onSuccess: () => {
      toastSuccess(CPD_MESSAGES.recordSaved);
      return qc.invalidateQueries({ queryKey: cpdKeys.all });
    },
    onError: (e) => reportFailure(e),
  });
}

/** PUT api/user/cpd/period/{id}/plan. */
export function useSaveLearningPlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, learningPlan }: { id: number; learningPlan: string }) =>
      apiA.put<CpdPeriod>(`/api/user/cpd/period/${id}/plan`, { learningPlan }),
    onSuccess: () => {
      toastSuccess(CPD_MESSAGES.planSaved);
      return qc.invalidateQueries({ queryKey: cpdKeys.all });
    },
    onError: (e) => reportFailure(e),
  });
}

/** Fetches a file of the API with the session and saves it (§8: 'Error downloading file. {reason}'). */
export async function downloadCpdFile(url: string, filename: string): Promise<void> {
  try {
    const blob = await apiA.get<Blob>(url, { responseType: 'blob' });
    saveBlob(blob, filename);
  } catch (e) {
    toastError(`${CPD_MESSAGES.downloadError} ${errorMessage(e)}`);
  }
}

/**
 * Opens a PDF in a new tab for reading and printing through a 5-minute signed link (no session in
 * the URL: issue 28 finding 5); §8: 'Error during printing document' when it cannot.
 */
export async function openCpdPdf(url: string): Promise<void> {
  try {
    await openInNewTab(url);
  } catch {
    toastError(CPD_MESSAGES.printError);
  }
}

/** GET api/cpd/period/{id}/printview. */
export function fetchPrintView(periodId: number): Promise<CpdPrintView> {
  return apiA.get<CpdPrintView>(`/api/cpd/period/${periodId}/printview`);
}

/** POST /api/user/enrolment/list (spec 03 §7); failures: 'Failed to get enrolls'. */
export function useEnrolments(userId: string | undefined, status: string) {
  return useQuery({
    queryKey: cpdKeys.enrolments(status),
    queryFn: ({ signal }) =>
      apiA.post<Enrolment[]>('/api/user/enrolment/list', { userId, status: status || null }, { signal }),
    enabled: !!userId,
  });
}

/** POST /api/user/enrolment/unenrol: 'Unenroll success' / 'Failed unenroll course' (spec 03 §8). */
export function useUnenrol(userId: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (e: { courseId: number; courseCode: string }) =>
      apiA.post<{ message: string }>('/api/user/enrolment/unenrol', { userId, ...e }),
    onSuccess: () => {
      toastSuccess(CPD_MESSAGES.unenrolSuccess);
      return qc.invalidateQueries({ queryKey: cpdKeys.all });
    },
    onError: () => toastError(CPD_MESSAGES.unenrolFailed),
  });
}

/** POST /api/user/enrolment/enrol (chosen). */
export function useEnrol() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (courseId: number) => apiA.post<{ message: string }>('/api/user/enrolment/enrol', { courseId }),
    onSuccess: () => {
      toastSuccess(CPD_MESSAGES.enrolSuccess);
      return qc.invalidateQueries({ queryKey: cpdKeys.all });
    },
    onError: (e) => reportFailure(e),
  });
}

/** GET /api/course/list (chosen): the catalogue. */
export function useCourses() {
  return useQuery({
    queryKey: cpdKeys.courses(),
    queryFn: ({ signal }) => apiA.get<Course[]>('/api/course/list', { signal }),
  });
}

/** GET /api/cpd/compliance (staff). */
export function useCompliance(startYear: number | undefined, status: string | undefined, page: number) {
  return useQuery({
    queryKey: cpdKeys.compliance(startYear, status, page),
    queryFn: ({ signal }) =>
      apiA.get<CpdComplianceResponse>('/api/cpd/compliance', { query: { startYear, status, page, size: 50 }, signal }),
  });
}
