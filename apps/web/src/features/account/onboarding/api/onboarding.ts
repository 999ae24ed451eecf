/**
 * The onboarding wizard's calls (spec 01 §7 First-time; issue 14): the form values, the dropdown
 * values (keys not camel-cased: the server answers them as written), the PATCH of each step, the
 * final-step redirect, the address lists and the avatar upload.
 */
import type { FieldOptions, FinalRedirect, FirstTimeForm, FirstTimePatch } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiA } from '../../../../lib/api';
import { accountKeys } from '../../../../lib/current-user';
import { queryKeys } from '../../../../data';

const onboardingScope = queryKeys.scope('onboarding');

export const onboardingKeys = {
  all: onboardingScope,
  form: () => [...onboardingKeys.all, 'form'] as const,
  options: () => [...onboardingKeys.all, 'options'] as const,
};

/** GET /api/user/form/first-time */
export function useFirstTimeForm() {
  return useQuery({
    queryKey: onboardingKeys.form(),
    queryFn: () => apiA.get<FirstTimeForm>('/api/user/form/first-time'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/user/form/first-time/field-options */
export function useFieldOptions() {
  return useQuery({
    queryKey: onboardingKeys.options(),
    queryFn: () => apiA.get<FieldOptions>('/api/user/form/first-time/field-options'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** PATCH /api/user/form/first-time (one step's values). */
export function usePatchFirstTime() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FirstTimePatch) => apiA.patch<FirstTimeForm>('/api/user/form/first-time', body),
    onSuccess: (saved) => {
      client.setQueryData(onboardingKeys.form(), saved);
      void client.invalidateQueries({ queryKey: accountKeys.current() });
    },
  });
}

/** GET .../final-step-redirect-link (type and redirectUrl). */
export function fetchFinalRedirect(): Promise<FinalRedirect> {
  return apiA.get<FinalRedirect>('/api/user/form/first-time/final-step-redirect-link');
}

/** POST /api/user/profileimage (field avatar): answers the new avatar URL. */
export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.set('avatar', file, file.name);
      return apiA.post<{ avatarUrl: string }>('/api/user/profileimage', body);
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: onboardingKeys.form() });
      void client.invalidateQueries({ queryKey: accountKeys.current() });
    },
  });
}
