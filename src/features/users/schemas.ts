// The user forms (create, edit, role assignment): the contract's request bodies (generated from
// the OpenAPI schema) with the forms' own messages in front of each rule.
import { z } from 'zod';
import type { RoleAssignment, RoleType } from '@generated/model';
import {
  createUserBody,
  createUserBodyEmailMax,
  createUserBodyNameMax,
  createUserBodyPasswordMax,
  createUserBodyPasswordMin,
  createUserBodyPasswordRegExp,
  createUserBodyPhoneNumberRegExp,
  updateUserBody,
} from '@generated/zod/users/users.zod';
import { t } from '@/lib/i18n';
import { maxLengthMessage, message } from '@/lib/validation/messages';

const name = z
  .string(message('users.nameRequired'))
  .trim()
  .min(1, message('users.nameRequired'))
  .max(createUserBodyNameMax, maxLengthMessage('users.name', createUserBodyNameMax));

const phone = z
  .string(message('users.phoneRequired'))
  .trim()
  .min(1, message('users.phoneRequired'))
  .pipe(z.string().regex(createUserBodyPhoneNumberRegExp, message('users.phoneInvalid')));

const email = z
  .string()
  .trim()
  .pipe(z.email(message('auth.emailInvalid')).max(createUserBodyEmailMax, message('auth.emailInvalid')));

const password = z
  .string()
  .min(createUserBodyPasswordMin, message('auth.passwordMin'))
  .max(createUserBodyPasswordMax, maxLengthMessage('auth.password', createUserBodyPasswordMax))
  .regex(createUserBodyPasswordRegExp, message('auth.passwordCase'));

export const userEditSchema = updateUserBody.extend({ name, phone_number: phone, email });

export const userCreateSchema = createUserBody
  .extend({ name, phone_number: phone, email, password, confirm_password: password })
  .refine((form) => form.password === form.confirm_password, {
    ...message('auth.mismatch'),
    path: ['confirm_password'],
  });

export type UserEditInput = z.input<typeof userEditSchema>;
export type UserEditValues = z.output<typeof userEditSchema>;
export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserCreateValues = z.output<typeof userCreateSchema>;

export const EMPTY_USER: UserCreateInput = {
  name: '',
  phone_number: '',
  email: '',
  password: '',
  confirm_password: '',
};

/** One line of the role assignment: a role, and its outlet when it is a USER role. */
export interface RoleLine {
  role_id?: number;
  outlet_id?: number;
}

/**
 * The role assignment, knowing each role's type: a USER role needs an outlet, an ADMIN role takes
 * none (it applies everywhere); at least one role. The output is the contract's request body.
 */
export function roleAssignmentSchema(typeOf: (roleId: number) => RoleType | undefined) {
  return z
    .object({
      roles: z
        .array(
          z.object({
            role_id: z.number(message('users.roleRequired')).optional(),
            outlet_id: z.number().optional(),
          }),
        )
        .min(1, message('users.atLeastOneRole')),
    })
    .superRefine((form, ctx) => {
      form.roles.forEach((line, index) => {
        if (line.role_id === undefined) {
          ctx.addIssue({ code: 'custom', path: ['roles', index, 'role_id'], message: t('users.roleRequired') });
        } else if (typeOf(line.role_id) === 'USER' && line.outlet_id === undefined) {
          ctx.addIssue({ code: 'custom', path: ['roles', index, 'outlet_id'], message: t('users.outletRequired') });
        }
      });
    })
    .transform((form): RoleAssignment => ({
      roles: form.roles.map(({ role_id, outlet_id }) =>
        typeOf(role_id!) === 'ADMIN' ? { role_id: role_id! } : { role_id: role_id!, outlet_id: outlet_id! },
      ),
    }));
}

export interface RoleAssignmentInput {
  roles: RoleLine[];
}
