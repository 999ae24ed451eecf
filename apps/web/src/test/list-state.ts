/**
 * Assertions on the list states every list shows through `QueryStateBody` (components/
 * QueryStateBody.tsx): the loading status region, the failure with the server's message and a retry
 * button, and the list once the retried request answers.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { LOAD_FAILED } from '../components/QueryStateBody';
import { answerError, type Method } from './mock-api';

/** The server message of {@link failNextLoad}'s refusal. */
export const REFUSAL_MESSAGE = 'Staff only';

/**
 * Makes the next `GET path` answer 403 FORBIDDEN with {@link REFUSAL_MESSAGE}; later requests fall
 * through to the handlers added before (add the list's answer first).
 */
export function failNextLoad(path: string, method: Method = 'get'): void {
  answerError(method, path, 403, { code: 'FORBIDDEN', message: REFUSAL_MESSAGE }, { once: true });
}

/** Expects the skeleton's status region ("Loading") to show now, before the first answer. */
export function expectLoading(): void {
  expect(screen.getAllByRole('status', { name: 'Loading' }).length).toBeGreaterThan(0);
}

export interface FailureThenRetry {
  /** The failure's title (default {@link LOAD_FAILED}). */
  title?: string;
  /** The retry button's name (default "Try again"). */
  retry?: string;
  /** A text of the loaded list, awaited after the retry. */
  loaded: string;
}

/**
 * Waits for the failure (its title and the server's message, see {@link failNextLoad}), clicks
 * retry and waits for `loaded`.
 */
export async function expectFailureThenRetry(
  user: UserEvent,
  { title = LOAD_FAILED, retry = 'Try again', loaded }: FailureThenRetry,
): Promise<void> {
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByText(REFUSAL_MESSAGE)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: retry }));
  expect(await screen.findByText(loaded)).toBeInTheDocument();
  expect(screen.queryByText(title)).not.toBeInTheDocument();
}
