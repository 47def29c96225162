// Validation errors read as sentences naming the field.
import { describe, expect, it } from 'vitest';
import { describeValidationError, fieldLabel } from '../../src/lib/validation-messages';

const error = (keyword: string, instancePath: string, params: Record<string, unknown>) =>
  ({ keyword, instancePath, params, schemaPath: '' }) as never;

describe('validation messages', () => {
  it('labels fields the way the screens do', () => {
    expect(fieldLabel('phone_number')).toBe('Phone number');
    expect(fieldLabel('image_url')).toBe('Image');
    expect(fieldLabel('outlet_id')).toBe('Outlet ID');
  });

  it('names nested fields with their path', () => {
    expect(describeValidationError(error('type', '/roles/0/outlet_id', { type: 'integer' }), 'body')).toEqual({
      detail: 'Outlet ID must be a number',
      field: 'roles.0.outlet_id',
    });
  });

  it('says what is wrong for each kind of rule', () => {
    expect(describeValidationError(error('required', '', { missingProperty: 'email' }), 'body').detail).toBe(
      'Email is required',
    );
    expect(describeValidationError(error('maxLength', '/name', { limit: 100 }), 'body').detail).toBe(
      'Name must be at most 100 characters',
    );
    expect(
      describeValidationError(error('enum', '/type', { allowedValues: ['USER', 'ADMIN'] }), 'querystring').detail,
    ).toBe('Type must be one of USER, ADMIN');
    expect(describeValidationError(error('type', '', { type: 'object' }), 'body').detail).toBe(
      'The request body must be an object',
    );
  });
});
