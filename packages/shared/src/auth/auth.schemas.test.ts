import { describe, expect, it } from 'vitest';
import { ChangePasswordInputSchema, NotificationSettingsUpdateSchema } from '../account/account.schemas';
import {
  encodeStoredToken,
  ForgotPasswordInputSchema,
  GenerateOneTimeLoginCodeInputSchema,
  ResetPasswordInputSchema,
  SignInInputSchema,
  SignInWithCodeInputSchema,
} from './auth.schemas';

/** First issue message of a failed parse (what the server answers as `message`). */
function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  expect(result.success).toBe(false);
  return result.error?.issues[0]?.message;
}

const USER_ID = '0b9d6f4e-3c1a-4d2b-9e8f-1a2b3c4d5e6f';

describe('stored token (spec 01 §3 Auth token)', () => {
  it('decodes to an object containing accessToken', () => {
    const token = encodeStoredToken('abc_DEF-123', '2030-01-01T00:00:00.000Z');
    expect(JSON.parse(Buffer.from(token, 'base64').toString('utf8'))).toEqual({
      accessToken: 'abc_DEF-123',
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
  });
});

describe('sign-in and forgot-password messages (spec 01 §5)', () => {
  it('password required: "Please type password."', () => {
    expect(firstMessage(SignInInputSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe('Please type password.');
    expect(firstMessage(SignInInputSchema.safeParse({ email: 'a@b.co' }))).toBe('Please type password.');
  });

  it('email required "Please enter an email address"; valid "Please enter a valid email"', () => {
    expect(firstMessage(ForgotPasswordInputSchema.safeParse({ email: '' }))).toBe('Please enter an email address');
    expect(firstMessage(ForgotPasswordInputSchema.safeParse({}))).toBe('Please enter an email address');
    expect(firstMessage(ForgotPasswordInputSchema.safeParse({ email: 'not-an-email' }))).toBe(
      'Please enter a valid email',
    );
  });

  it('trims and accepts a valid sign-in', () => {
    const parsed = SignInInputSchema.parse({ email: '  a@b.co ', password: 'xy' });
    expect(parsed.email).toBe('a@b.co');
  });

  it('first-login email required: "Email is required"', () => {
    expect(firstMessage(GenerateOneTimeLoginCodeInputSchema.safeParse({ email: '' }))).toBe('Email is required');
  });

  it('verification code required: "Please, enter code"; it has 6 digits', () => {
    const base = { email: 'a@b.co', password: 'xy', requestId: USER_ID };
    expect(firstMessage(SignInWithCodeInputSchema.safeParse({ ...base, code: '' }))).toBe('Please, enter code');
    expect(SignInWithCodeInputSchema.safeParse({ ...base, code: '12345' }).success).toBe(false);
    expect(SignInWithCodeInputSchema.safeParse({ ...base, code: '123456' }).success).toBe(true);
  });
});

describe('reset password (spec 01 §5, §8)', () => {
  it('password required: "Please enter a password"', () => {
    expect(firstMessage(ResetPasswordInputSchema.safeParse({ token: 't', password: '', userId: USER_ID }))).toBe(
      'Please enter a password',
    );
  });

  it('a password that misses the rule says what the rule is', () => {
    const message = firstMessage(
      ResetPasswordInputSchema.safeParse({ token: 't', password: 'abcdefgh', userId: USER_ID }),
    );
    expect(message).toMatch(/at least 8 characters/);
    expect(message).toMatch(/uppercase/);
  });
});

describe('change password (spec 01 §5)', () => {
  it('a weak new password: "Should contain at least 8 characters, a combination of upper/lowercase, numbers, and symbols."', () => {
    const result = ChangePasswordInputSchema.safeParse({
      currentPassword: 'x',
      newPassword: 'Abcdef1+',
      confirmPassword: 'Abcdef1+',
    });
    expect(firstMessage(result)).toBe(
      'Should contain at least 8 characters, a combination of upper/lowercase, numbers, and symbols.',
    );
  });

  it('mismatch: "The new password that you entered do not match"', () => {
    const result = ChangePasswordInputSchema.safeParse({
      currentPassword: 'x',
      newPassword: 'Abcdef1!',
      confirmPassword: 'Abcdef1@',
    });
    expect(firstMessage(result)).toBe('The new password that you entered do not match');
  });
});

describe('notification settings', () => {
  it('accepts activity types 1-17 without duplicates', () => {
    expect(NotificationSettingsUpdateSchema.safeParse({ notificationActivityTypes: [2, 4, 17] }).success).toBe(true);
    expect(NotificationSettingsUpdateSchema.safeParse({ notificationActivityTypes: [] }).success).toBe(true);
    expect(NotificationSettingsUpdateSchema.safeParse({ notificationActivityTypes: [18] }).success).toBe(false);
    expect(NotificationSettingsUpdateSchema.safeParse({ notificationActivityTypes: [0] }).success).toBe(false);
    expect(NotificationSettingsUpdateSchema.safeParse({ notificationActivityTypes: [2, 2] }).success).toBe(false);
  });
});
