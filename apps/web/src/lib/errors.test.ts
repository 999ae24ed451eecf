import { MESSAGES } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, isApiError } from './errors';

describe('ApiError (spec 01 §8)', () => {
  it('keeps the status, code, message, description and field errors of the server body', () => {
    const error = new ApiError(409, {
      code: 'CONFLICT',
      message: 'Name already taken',
      error_description: 'Choose another name',
      errors: [{ field: 'name', message: 'Name already taken' }],
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(409);
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('Name already taken');
    expect(error.description).toBe('Choose another name');
    expect(error.errors).toEqual([{ field: 'name', message: 'Name already taken' }]);
  });

  it('falls back to the server-error text and an HTTP code when the body says nothing', () => {
    const error = new ApiError(502, {});
    expect(error.message).toBe(MESSAGES.serverError);
    expect(error.code).toBe('HTTP_502');
  });

  it('reads a network failure (status 0) as the unknown error', () => {
    const error = new ApiError(0, {});
    expect(error.message).toBe(MESSAGES.unknownError);
    expect(error.code).toBe('NETWORK_ERROR');
  });
});

describe('isApiError', () => {
  it('matches any ApiError, or only the given status', () => {
    const notFound = new ApiError(404, { message: 'Not found' });
    expect(isApiError(notFound)).toBe(true);
    expect(isApiError(notFound, 404)).toBe(true);
    expect(isApiError(notFound, 409)).toBe(false);
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(isApiError({ status: 404 })).toBe(false);
  });
});

describe('errorMessage (spec 01 §8 server error helper)', () => {
  it('shows the server message of an API error', () => {
    expect(errorMessage(new ApiError(400, { message: 'Please enter a post content' }))).toBe(
      'Please enter a post content',
    );
  });

  it("shows another error's own message", () => {
    expect(errorMessage(new Error('Token not found'))).toBe('Token not found');
  });

  it('shows the unknown error for anything else', () => {
    expect(errorMessage('boom')).toBe(MESSAGES.unknownError);
    expect(errorMessage(undefined)).toBe(MESSAGES.unknownError);
    expect(errorMessage(new Error(''))).toBe(MESSAGES.unknownError);
  });
});
