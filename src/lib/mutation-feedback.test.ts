import { describe, expect, it } from 'vitest';
import { ApiError } from './api/errors';
import { errorToastText, successToastText } from './mutation-feedback';

describe('successToastText', () => {
  it("shows the response's data when it is text", () => {
    expect(successToastText({ data: 'Category created' })).toBe('Category created');
  });
  it("falls back to 'Success' when data is not text", () => {
    expect(successToastText({ data: { id: 1 } })).toBe('Success');
    expect(successToastText(undefined)).toBe('Success');
    expect(successToastText({ data: '' })).toBe('Success');
  });
  it('lets the caller silence or replace it', () => {
    expect(successToastText({ data: 'Saved' }, { successToast: false })).toBeNull();
    expect(successToastText({ data: 'Saved' }, { successToast: 'Signed in' })).toBe('Signed in');
  });
});

describe('errorToastText', () => {
  it("shows an HTTP failure's API message", () => {
    const error = new ApiError(400, { errors: [{ detail: 'Name already exists' }] });
    expect(errorToastText(error)).toBe('Name already exists');
  });
  it('shows the unknown-error text for an HTTP failure without a readable body', () => {
    expect(errorToastText(new ApiError(500, 'Internal'))).toBe('An unknown error occurred');
  });
  it("shows other failures' own message, else 'An error occurred'", () => {
    expect(errorToastText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorToastText(new Error(''))).toBe('An error occurred');
    expect(errorToastText('boom')).toBe('An error occurred');
  });
  it('lets the caller silence or replace it', () => {
    expect(errorToastText(new Error('x'), { errorToast: false })).toBeNull();
    expect(errorToastText(new Error('x'), { errorToast: 'Could not save' })).toBe('Could not save');
  });
});
