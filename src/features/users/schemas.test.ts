import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RoleAssignment, UserCreate, UserUpdate } from '@generated/model';
import {
  roleAssignmentSchema,
  userCreateSchema,
  userEditSchema,
  type UserCreateValues,
  type UserEditValues,
} from './schemas';

const VALID = {
  name: 'Siti Rahmawati',
  phone_number: '085712345678',
  email: 'siti@example.com',
  password: 'Boba2026x',
  confirm_password: 'Boba2026x',
};

const messages = (input: unknown) => userCreateSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
const messageFor = (patch: Partial<typeof VALID>) => messages({ ...VALID, ...patch });

describe('user form schema', () => {
  it("produces the bodies the contract's create and update calls accept", () => {
    expectTypeOf<UserCreateValues>().toExtend<UserCreate>();
    expectTypeOf<UserEditValues>().toExtend<UserUpdate>();
    // @ts-expect-error without the confirmation it is not a create body, so the check above can fail
    expectTypeOf<Omit<UserCreateValues, 'confirm_password'>>().toExtend<UserCreate>();
  });

  it("says 'Name is required' for an empty or blank name", () => {
    expect(messageFor({ name: '' })).toEqual(['Name is required']);
    expect(messageFor({ name: '   ' })).toEqual(['Name is required']);
  });

  it('requires the phone number and accepts only the Indonesian mobile pattern', () => {
    expect(messageFor({ phone_number: '' })).toEqual(['Phone number is required']);
    for (const bad of ['12345', '0712345678', '0801234567', '08123', '+6281234567890123', '+62 812 3456 7890']) {
      expect(messageFor({ phone_number: bad }), bad).toEqual(['Invalid Indonesian phone number format']);
    }
    for (const good of ['+6281234567890', '6281234567', '081234567', '081234567890', '81234567890']) {
      expect(messageFor({ phone_number: good }), good).toEqual([]);
    }
  });

  it("says 'Please enter a valid email address' for a malformed email", () => {
    expect(messageFor({ email: 'siti@' })).toEqual(['Please enter a valid email address']);
    expect(messageFor({ email: '' })).toEqual(['Please enter a valid email address']);
  });

  it('checks the password length and case, on both fields', () => {
    expect(messageFor({ password: 'Boba1', confirm_password: 'Boba1' })).toEqual([
      'Password must be at least 8 characters',
      'Password must be at least 8 characters',
    ]);
    expect(messageFor({ password: 'boba2026x', confirm_password: 'boba2026x' })).toEqual([
      'Password must include uppercase, lowercase',
      'Password must include uppercase, lowercase',
    ]);
  });

  it("says 'Passwords don't match' under the confirmation", () => {
    const result = userCreateSchema.safeParse({ ...VALID, confirm_password: 'Boba2026y' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirm_password', "Passwords don't match"],
    ]);
  });

  it('trims what it hands over; the edit form has no password', () => {
    expect(
      userEditSchema.parse({ name: ' Siti ', phone_number: ' 085712345678 ', email: ' siti@example.com ' }),
    ).toEqual({ name: 'Siti', phone_number: '085712345678', email: 'siti@example.com' });
  });
});

describe('role assignment schema', () => {
  const types: Record<number, 'USER' | 'ADMIN'> = { 1: 'ADMIN', 3: 'USER' };
  const schema = roleAssignmentSchema((id) => types[id]);
  const issues = (roles: { role_id?: number; outlet_id?: number }[]) =>
    schema.safeParse({ roles }).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it("says 'At least one role is required' for an empty set", () => {
    expect(issues([])).toEqual([['roles', 'At least one role is required']]);
  });

  it('needs a role on every line, and an outlet for a USER role', () => {
    expect(issues([{}, { role_id: 3 }])).toEqual([
      ['roles.0.role_id', 'Role is required'],
      ['roles.1.outlet_id', 'Outlet is required'],
    ]);
  });

  it('sends USER roles with their outlet and ADMIN roles without one', () => {
    const body = schema.parse({
      roles: [
        { role_id: 3, outlet_id: 2 },
        { role_id: 1, outlet_id: 5 },
      ],
    });
    expectTypeOf(body).toEqualTypeOf<RoleAssignment>();
    expect(body).toEqual({ roles: [{ role_id: 3, outlet_id: 2 }, { role_id: 1 }] });
  });
});
