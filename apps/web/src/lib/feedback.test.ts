import type { FormInstance } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { registerFeedback, reportFailure } from './feedback';

/** The toasts shown, as `kind: text` lines (the antd message API recorded). */
let shown: string[] = [];
const message = {
  success: (content: unknown) => shown.push(`success: ${String(content)}`),
  error: (content: unknown) => shown.push(`error: ${String(content)}`),
} as unknown as MessageInstance;

beforeEach(() => {
  shown = [];
  registerFeedback({} as NotificationInstance, message);
});

describe('reportFailure (spec 01 §8)', () => {
  it("shows the server's message of a 4xx as an error toast", () => {
    reportFailure(new ApiError(409, { code: 'CONFLICT', message: 'Name already taken' }));
    expect(shown).toEqual(['error: Name already taken']);
  });

  it('shows nothing more for a 5xx, which the API client has already notified', () => {
    reportFailure(new ApiError(500, { message: 'Boom' }));
    expect(shown).toEqual([]);
  });

  it("puts the server's field errors on the form and still toasts the message", () => {
    const fields: unknown[] = [];
    const form = { setFields: (f: unknown[]) => fields.push(...f) } as unknown as FormInstance;
    reportFailure(
      new ApiError(400, {
        code: 'VALIDATION_ERROR',
        message: 'Please check the form',
        errors: [{ field: 'email', message: 'Email already used' }],
      }),
      form,
    );
    expect(fields).toEqual([{ name: 'email', errors: ['Email already used'] }]);
    expect(shown).toEqual(['error: Please check the form']);
  });

  it('shows the message of an error that is not an API error', () => {
    reportFailure(new Error('Could not read the file'));
    expect(shown).toEqual(['error: Could not read the file']);
  });
});
