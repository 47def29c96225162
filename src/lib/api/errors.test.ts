import { describe, expect, it } from 'vitest';
import { ApiError, errorMessageFromBody, isApiError } from './errors';

describe('errorMessageFromBody', () => {
  it('reads the detail of the first error', () => {
    expect(
      errorMessageFromBody({ errors: [{ detail: 'Email is already used', field: 'email' }, { detail: 'second' }] }),
    ).toBe('Email is already used');
  });

  it.each([
    ['no body', undefined],
    ['a string body', 'Bad Gateway'],
    ['an empty errors list', { errors: [] }],
    ['errors that is not a list', { errors: 'nope' }],
    ['a detail that is not text', { errors: [{ detail: 42 }] }],
    ['a first entry without detail', { errors: [{ field: 'name' }] }],
  ])("answers 'An unknown error occurred' for %s", (_case, body) => {
    expect(errorMessageFromBody(body)).toBe('An unknown error occurred');
  });
});

describe('ApiError', () => {
  it('carries status, message and the named field', () => {
    const error = new ApiError(409, { errors: [{ detail: 'Name already exists', field: 'name' }] });
    expect(error.status).toBe(409);
    expect(error.message).toBe('Name already exists');
    expect(error.field).toBe('name');
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
