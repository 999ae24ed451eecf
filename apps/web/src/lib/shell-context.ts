/**
 * What the shell knows about the signed-in user, for the route gates and pages below it.
 */
import type { CurrentAccount, GlobalPermissions } from '@portal/shared';
import { createContext, type ReactNode, useContext } from 'react';

export interface ShellContextValue {
  user: CurrentAccount;
  permissions?: GlobalPermissions;
  permissionsLoading: boolean;
  /** What a page shows while its gate waits for data (the shell's skeleton). */
  loadingFallback: ReactNode;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

/** The shell's user and permissions, or null outside the shell (account pages). */
export function useShellContext(): ShellContextValue | null {
  return useContext(ShellContext);
}
