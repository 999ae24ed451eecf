/**
 * The member's notification mail choice (issue 17): GET/PUT api/v1/community/users/notification-mail.
 * Query key ['notifications', 'mail-settings'].
 */
import type { MailFrequency, NotificationMailSettings } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';

const PATH = '/api/v1/community/users/notification-mail';
const key = ['notifications', 'mail-settings'] as const;

/** The caller's delivery choice. */
export function useMailSettings(enabled = true) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiA.get<NotificationMailSettings>(PATH, { signal }),
    enabled,
  });
}

/** Saves a new frequency (keeps the unsubscribed kinds). */
export function useSaveMailFrequency() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (frequency: MailFrequency) => apiA.put<NotificationMailSettings>(PATH, { frequency }),
    onSuccess: (data) => client.setQueryData(key, data),
  });
}
