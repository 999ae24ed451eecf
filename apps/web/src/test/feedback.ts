/**
 * Assertions on what the feedback host shows: apiA's error notification on a 5xx (spec 01 §8: title
 * the server message or "An error occurred", description error_description or "Error Details").
 */
import { MESSAGES } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits for the error notification with `title` and `description` (default "Error Details"; null:
 * a notification without a description is expected).
 */
export async function expectErrorNotification(
  title: string,
  description: string | null = MESSAGES.defaultErrorDetails,
): Promise<void> {
  const notice = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-notification-notice')].find((n) =>
      n.textContent?.includes(title),
    );
    if (!found) throw new Error(`No error notification "${title}"`);
    return found;
  });
  if (description === null) expect(notice.querySelector('.ant-notification-notice-description')).toBeNull();
  else expect(within(notice).getByText(description)).toBeInTheDocument();
}

/** Waits for a toast (antd message) with `text`. */
export async function expectToast(text: string): Promise<void> {
  await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-message-notice')].some((n) =>
      n.textContent?.includes(text),
    );
    if (!found) throw new Error(`No toast "${text}"`);
  });
  expect(screen.getAllByText(text).length).toBeGreaterThan(0);
}

/**
 * The form-level banners (InlineMessage, role="alert") on screen, leaving out the notification and
 * toast hosts and the fields' own error lines.
 */
export function formBanners(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[role="alert"]')].filter(
    (el) => !el.closest('.ant-notification, .ant-message, .ant-form-item-explain'),
  );
}

/** Waits for the one form-level banner and returns it. */
export async function findFormBanner(): Promise<HTMLElement> {
  return waitFor(() => {
    const [banner, ...more] = formBanners();
    if (!banner || more.length) throw new Error(`Expected one form banner, found ${formBanners().length}`);
    return banner;
  });
}
