// The role form, shared by "New role" and "Edit": name, type, description, and the screens it
// opens as checkboxes. Screens the signed-in user cannot open are shown but disabled, as the
// server refuses to grant them.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateRole, useListRoleScopes, useUpdateRole } from '@generated/hooks/roles/roles';
import type { Role } from '@generated/model';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { ModalForm } from '@/components/form/modal-form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useSave } from '@/components/form/use-save';
import { scopeLabel } from '@/lib/domain-labels';
import { useSession } from '@/lib/session';
import { ROLE_TYPES } from './search';
import { EMPTY_ROLE, roleFormSchema, type RoleFormInput, type RoleFormValues } from './schemas';

export function RoleForm({ role }: { role: Role | null }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const scopes = useListRoleScopes();
  const held = session?.admin_scope ?? [];
  const form = useForm<RoleFormInput, unknown, RoleFormValues>({
    resolver: zodResolver(roleFormSchema),
    defaultValues: role
      ? { name: role.name, type: role.type, description: role.description, scopes: role.scopes }
      : EMPTY_ROLE,
  });
  const save = useSave({
    create: useCreateRole({ mutation: { meta: { successToast: t('roles.created') } } }),
    update: useUpdateRole({ mutation: { meta: { successToast: t('roles.updated') } } }),
    updateVariables: (roleId, data) => ({ roleId, data }),
  });
  const { control } = form;

  return (
    <ModalForm
      form={form}
      onSubmit={(values) => save(values, role?.id)}
      knownErrors={{
        name: { 409: () => t('roles.duplicateName') },
        type: { 409: () => t('roles.typeLocked') },
      }}
      submitLabel={role ? t('common.saveChanges') : t('roles.create')}
    >
      <TextField control={control} name="name" label={t('roles.name')} required maxLength={100} />
      <SelectField
        control={control}
        name="type"
        label={t('roles.type')}
        required
        allowDeselect={false}
        data={ROLE_TYPES.map((type) => ({ value: type, label: t(`roles.typeOption.${type}`) }))}
      />
      <TextField control={control} name="description" label={t('roles.description')} maxLength={500} />
      <CheckboxGroupField
        control={control}
        name="scopes"
        label={t('roles.scopes')}
        description={t('roles.scopesHint')}
        required
        options={(scopes.data?.data ?? []).map(({ scope }) => ({
          value: scope,
          label: scopeLabel(scope),
          description: held.includes(scope) ? undefined : t('roles.notHeld'),
          disabled: !held.includes(scope),
        }))}
      />
    </ModalForm>
  );
}
