/**
 * Queries and mutations of the settings screens (spec 01 §7 Auth and account; issue 14): account
 * details in the tenant's API style (legacy GET/PUT /api/User, workflow GET/POST /api/user/details),
 * change password, two-factor settings, community notification settings and contact us.
 */
import type {
  AccountSettings,
  ChangePasswordInput,
  LegacyProfile,
  LegacyProfileUpdateInput,
  Requirements,
  Workplace,
  WorkplaceUpdate,
  WorkflowForm,
  WorkflowSave,
} from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { accountKeys } from '../../../lib/current-user';

/** Query keys of the settings screens. */
export const settingsKeys = {
  all: [...accountKeys.all, 'settings'] as const,
  legacyProfile: () => [...settingsKeys.all, 'legacy-profile'] as const,
  workflowForm: () => [...settingsKeys.all, 'workflow-form'] as const,
  accountSettings: () => [...settingsKeys.all, 'account-settings'] as const,
  notifications: () => [...settingsKeys.all, 'notifications'] as const,
};

/** GET /api/User (legacy tenants). */
export function useLegacyProfile(enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.legacyProfile(),
    queryFn: () => apiA.get<LegacyProfile>('/api/User'),
    enabled,
  });
}

/** PUT /api/User: saves the account form; refreshes the profile and the current user. */
export function useSaveLegacyProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LegacyProfileUpdateInput) => apiA.put<LegacyProfile>('/api/User', body),
    onSuccess: (saved) => {
      client.setQueryData(settingsKeys.legacyProfile(), saved);
      void client.invalidateQueries({ queryKey: accountKeys.current() });
    },
  });
}

/** GET /api/user/details (workflow tenants). */
export function useWorkflowForm(enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.workflowForm(),
    queryFn: () => apiA.get<WorkflowForm>('/api/user/details'),
    enabled,
  });
}

/** POST /api/user/details with workflowFormFields. */
export function useSaveWorkflowForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkflowSave) => apiA.post<WorkflowForm>('/api/user/details', body),
    onSuccess: (saved) => {
      client.setQueryData(settingsKeys.workflowForm(), saved);
      void client.invalidateQueries({ queryKey: accountKeys.current() });
    },
  });
}

/** POST api/v1/account/change-password (answers true). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => apiA.post<boolean>('/api/v1/account/change-password', body),
  });
}

/** GET api/v1/account/settings (enableTfa, mailTo, allowSms). */
export function useAccountSettings() {
  return useQuery({
    queryKey: settingsKeys.accountSettings(),
    queryFn: () => apiA.get<AccountSettings>('/api/v1/account/settings'),
  });
}

/** PUT api/v1/account/settings {enableTFA, mailTo, allowSms, currentPassword (to turn two-factor off)}. */
export function useUpdateAccountSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { enableTFA: boolean; mailTo?: string | null; allowSms?: boolean; currentPassword?: string }) =>
      apiA.put<AccountSettings>('/api/v1/account/settings', body),
    onSuccess: (saved) => client.setQueryData(settingsKeys.accountSettings(), saved),
  });
}

/** GET api/v1/community/users/settings: the notification activity types the member receives. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKeys.notifications(),
    queryFn: () => apiA.get<{ notificationActivityTypes: number[] }>('/api/v1/community/users/settings'),
  });
}

/** PUT api/v1/community/users/notification-settings {notificationActivityTypes}. */
export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notificationActivityTypes: number[]) =>
      apiA.put<{ notificationActivityTypes: number[] }>('/api/v1/community/users/notification-settings', {
        notificationActivityTypes,
      }),
    onSuccess: (saved) => client.setQueryData(settingsKeys.notifications(), saved),
  });
}

/** POST /api/user/contact-us (multipart Name, Email, Mobile, Comments, memberNumber, FileAttachment). */
export function useSendEnquiry() {
  return useMutation({
    mutationFn: (form: FormData) => apiA.post<{ id: string; success: true }>('/api/user/contact-us', form),
  });
}

/** Query keys of organisations, workplace and requirements. */
export const profileKeys = {
  workplace: () => [...settingsKeys.all, 'workplace'] as const,
  requirements: () => [...settingsKeys.all, 'requirements'] as const,
};

/** GET api/user/organisation */
export function useWorkplace() {
  return useQuery({ queryKey: profileKeys.workplace(), queryFn: () => apiA.get<Workplace>('/api/user/organisation') });
}

/** PUT /api/user/organisation {organisation{id,name}, role, startDate} */
export function useSaveWorkplace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkplaceUpdate) => apiA.put<Workplace>('/api/user/organisation', body),
    onSuccess: (saved) => client.setQueryData(profileKeys.workplace(), saved),
  });
}

/** GET api/user/requirements */
export function useRequirements() {
  return useQuery({
    queryKey: profileKeys.requirements(),
    queryFn: () => apiA.get<Requirements>('/api/user/requirements'),
  });
}

/** POST api/user/requirements (an empty dietary list is sent as null). */
export function useSaveRequirements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Requirements) => apiA.post<Requirements>('/api/user/requirements', body),
    onSuccess: (saved) => client.setQueryData(profileKeys.requirements(), saved),
  });
}

/** POST /api/user/profileimage (field avatar); refreshes the profile and the current user. */
export function useUploadAccountAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.set('avatar', file, file.name);
      return apiA.post<{ avatarUrl: string }>('/api/user/profileimage', body);
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: settingsKeys.legacyProfile() });
      void client.invalidateQueries({ queryKey: accountKeys.current() });
    },
  });
}
