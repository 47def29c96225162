// The roles of one user: USER roles picked per outlet, ADMIN roles for every outlet, and the
// screens the chosen roles open, where. Only the outlets where the signed-in user manages users are
// offered; roles and outlets among them that they cannot hand out are shown but disabled, as the
// server refuses them.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/List.css';
import { ActionIcon, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListRoles } from '@generated/hooks/roles/roles';
import { useAssignUserRoles } from '@generated/hooks/users/users';
import { AdminScope, type Role, type User } from '@generated/model';
import { ModalForm } from '@/components/form/modal-form';
import { SelectField } from '@/components/form/select-field';
import { scopeLabel } from '@/lib/domain-labels';
import { useSession } from '@/lib/session';
import { roleAssignmentSchema, type RoleAssignmentInput, type RoleLine } from './schemas';

/** Enough for any business's roles in one picker (the contract's largest page). */
const ROLE_PICKER_SIZE = 100;
const SCOPE_ORDER = Object.values(AdminScope);

const holdsAll = (held: readonly string[], scopes: readonly string[]) => scopes.every((s) => held.includes(s));

export function RoleAssignmentForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const roles = useListRoles({ size: ROLE_PICKER_SIZE });
  const roleById = useMemo(() => new Map((roles.data?.data ?? []).map((r) => [r.id, r])), [roles.data]);
  const outlets = (session?.outlets ?? []).filter((outlet) => outlet.admin_scope.includes(AdminScope.view_admin_user));
  const schema = useMemo(() => roleAssignmentSchema((id) => roleById.get(id)?.type), [roleById]);
  const assign = useAssignUserRoles({ mutation: { meta: { successToast: t('users.rolesSaved') } } });

  const form = useForm<RoleAssignmentInput, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    defaultValues: {
      roles: user.roles.length
        ? user.roles.map((r) => ({ role_id: r.role_id, outlet_id: r.outlet_id ?? undefined }))
        : [{ role_id: undefined, outlet_id: undefined }],
    },
  });
  const lines = useFieldArray({ control: form.control, name: 'roles' });
  const chosen = useWatch({ control: form.control, name: 'roles' });
  const listError = form.formState.errors.roles?.message ?? form.formState.errors.roles?.root?.message;

  const roleOptions = (roles.data?.data ?? []).map((role) => ({
    value: String(role.id),
    label: `${role.name} · ${role.type}`,
    disabled: !holdsAll(session?.admin_scope ?? [], role.scopes),
  }));
  const outletOptions = (role: Role | undefined) =>
    outlets.map((outlet) => ({
      value: String(outlet.id),
      label: outlet.name,
      disabled: role ? !holdsAll(outlet.admin_scope, role.scopes) : false,
    }));

  return (
    <ModalForm
      form={form}
      onSubmit={async (data) => {
        await assign.mutateAsync({ userId: user.id, data });
      }}
      submitLabel={t('users.saveRoles')}
    >
      <Stack gap="xs">
        {lines.fields.map((line, index) => {
          const role = roleById.get(chosen[index]?.role_id ?? 0);
          return (
            <Group key={line.id} align="flex-start" gap="xs" wrap="nowrap">
              <Group grow align="flex-start" gap="xs" style={{ flex: 1 }} wrap="wrap">
                <SelectField
                  control={form.control}
                  name={`roles.${index}.role_id`}
                  label={t('users.role')}
                  placeholder={t('users.chooseRole')}
                  data={roleOptions}
                  parse={Number}
                  searchable
                  miw={180}
                />
                {role?.type === 'ADMIN' ? (
                  <Stack gap={4} miw={180}>
                    <Text size="sm" fw={500}>
                      {t('users.outlet')}
                    </Text>
                    <Text size="sm" c="dimmed" py={6}>
                      {t('users.everyOutlet')}
                    </Text>
                  </Stack>
                ) : (
                  <SelectField
                    control={form.control}
                    name={`roles.${index}.outlet_id`}
                    label={t('users.outlet')}
                    placeholder={t('users.chooseOutlet')}
                    data={outletOptions(role)}
                    parse={Number}
                    searchable
                    disabled={!role}
                    miw={180}
                  />
                )}
              </Group>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t('users.removeRole', { index: index + 1 })}
                onClick={() => lines.remove(index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        {listError && (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => lines.append({ role_id: undefined, outlet_id: undefined })}
          >
            {t('users.addRole')}
          </Button>
        </Group>
      </Stack>
      <ScreensGranted lines={chosen} roleById={roleById} outletName={(id) => outlets.find((o) => o.id === id)?.name} />
    </ModalForm>
  );
}

/** What the chosen roles open: each screen, and where (every outlet, or the outlets named). */
function ScreensGranted({
  lines,
  roleById,
  outletName,
}: {
  lines: RoleLine[];
  roleById: Map<number, Role>;
  outletName: (id: number) => string | undefined;
}) {
  const { t } = useTranslation();
  const where = new Map<AdminScope, Set<string> | 'everywhere'>();
  for (const line of lines) {
    const role = roleById.get(line.role_id ?? 0);
    if (!role) continue;
    const outlet = role.type === 'USER' && line.outlet_id ? outletName(line.outlet_id) : undefined;
    if (role.type === 'USER' && !outlet) continue;
    for (const scope of role.scopes) {
      const known = where.get(scope);
      if (role.type === 'ADMIN' || known === 'everywhere') where.set(scope, 'everywhere');
      else where.set(scope, new Set([...(known ?? []), outlet!]));
    }
  }
  const scopes = SCOPE_ORDER.filter((scope) => where.has(scope));
  return (
    <Paper withBorder p="sm" radius="sm" bg="var(--mantine-color-gray-light)" aria-live="polite">
      <Text size="sm" fw={600} mb={4} id="screens-granted">
        {t('users.grantsTitle')}
      </Text>
      {scopes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('users.grantsNone')}
        </Text>
      ) : (
        <List size="sm" spacing={2} aria-labelledby="screens-granted">
          {scopes.map((scope) => {
            const at = where.get(scope)!;
            return (
              <List.Item key={scope}>
                <Text span size="sm" fw={500}>
                  {scopeLabel(scope)}
                </Text>{' '}
                <Text span size="sm" c="dimmed">
                  {at === 'everywhere'
                    ? t('users.grantsEverywhere')
                    : t('users.grantsAt', { outlets: [...at].sort().join(', ') })}
                </Text>
              </List.Item>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
