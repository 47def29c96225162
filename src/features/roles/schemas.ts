// The role form: the contract's create/update body (generated) with the form's messages in front.
import { z } from 'zod';
import { createRoleBody, createRoleBodyDescriptionMax, createRoleBodyNameMax } from '@generated/zod/roles/roles.zod';
import { maxLengthMessage, message } from '@/lib/validation/messages';

export const roleFormSchema = createRoleBody.extend({
  name: z
    .string(message('roles.nameRequired'))
    .trim()
    .min(1, message('roles.nameRequired'))
    .max(createRoleBodyNameMax, maxLengthMessage('roles.name', createRoleBodyNameMax)),
  type: createRoleBody.shape.type,
  description: z
    .string()
    .trim()
    .max(createRoleBodyDescriptionMax, maxLengthMessage('roles.description', createRoleBodyDescriptionMax)),
  scopes: createRoleBody.shape.scopes.min(1, message('roles.scopesRequired')),
});

export type RoleFormInput = z.input<typeof roleFormSchema>;
export type RoleFormValues = z.output<typeof roleFormSchema>;

export const EMPTY_ROLE: RoleFormInput = { name: '', type: 'USER', description: '', scopes: [] };
