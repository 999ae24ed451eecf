/** Whether the signed-in user is staff (Admin role or Staff contact type; the server decides too). */
import { Role } from '@portal/shared';
import { useCurrentUser } from '../../../lib/current-user';

export function useIsCpdStaff(): boolean {
  const { data } = useCurrentUser();
  if (!data) return false;
  return data.role === Role.Admin || (data.contactTypes as string[]).includes('Staff');
}
