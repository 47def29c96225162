// The Users screen: staff accounts with their roles per outlet, searched by name, email and phone
// in the URL; create, edit, roles, and activate/deactivate with a confirmation.
import { Group } from '@mantine/core';
import { IconKey, IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListUsersQueryOptions, useSetUserStatus } from '@generated/hooks/users/users';
import type { User } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import type { CardLayout } from '@/components/data-table/data-cards';
import { RowActionIcon } from '@/components/data-table/row-actions';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { FormModal } from '@/components/form/form-modal';
import { FilterBar } from '@/components/list/filter-bar';
import { ListScreen, NewButton } from '@/components/list/list-screen';
import { SearchFilter } from '@/components/list/search-filter';
import { useListScreen } from '@/components/list/use-list-screen';
import { useRecordDialog } from '@/components/list/use-record-dialog';
import { useSession } from '@/lib/session';
import { lazyPart, usePreloadOnIntent } from '@/lib/lazy-part';
import { userListParams } from './search';
import { userColumns } from './user-columns';
import { WithHistory } from '@/components/audit/record-history';

const route = getRouteApi('/_signed-in/users');

// The forms load with the dialog, not with the list (see lazyPart).
const RoleAssignmentForm = lazyPart(() => import('./role-assignment-form'), 'RoleAssignmentForm');
const UserCreateForm = lazyPart(() => import('./user-form'), 'UserCreateForm');
const UserEditForm = lazyPart(() => import('./user-form'), 'UserEditForm');

/** A row's card on a phone. */
const usersCard: CardLayout = { title: 'name', subtitle: ['phone_number'], badge: 'is_active', figures: ['roles'] };

export function UsersPage() {
  // Once the user reaches for the page, fetch the forms' code so the dialogs open with their fields.
  usePreloadOnIntent(RoleAssignmentForm, UserCreateForm, UserEditForm);
  const { t } = useTranslation();
  const { search, setSearch, filtered, table } = useListScreen(route, getListUsersQueryOptions, userListParams);
  const dialog = useRecordDialog<User>();
  const [rolesOf, setRolesOf] = useState<User | null>(null);
  const { session } = useSession();
  const columns = useMemo(() => userColumns(t), [t]);
  const [confirm, confirmDialog] = useConfirm();
  const setStatus = useSetUserStatus();

  const toggleActive = async (user: User) => {
    const activate = !user.is_active;
    const ok = await confirm({
      title: t(activate ? 'users.activateTitle' : 'users.deactivateTitle', { name: user.name }),
      message: t(activate ? 'users.activateText' : 'users.deactivateText'),
      confirmLabel: t(activate ? 'users.activate' : 'users.deactivate'),
      danger: !activate,
    });
    if (!ok) return;
    await setStatus.mutateAsync({ userId: user.id, data: { is_active: activate } }).catch(() => undefined);
  };

  return (
    <ListScreen title={t('screens.users')} action={<NewButton onClick={dialog.openNew}>{t('users.new')}</NewButton>}>
      <DataTable
        {...table}
        columns={columns}
        card={usersCard}
        emptyMessage={filtered ? t('users.noMatch') : t('users.empty')}
        toolbar={
          <FilterBar>
            <SearchFilter
              label={t('users.searchName')}
              placeholder={t('users.searchName')}
              value={search.search_name}
              onChange={(search_name) => setSearch({ search_name })}
              width={200}
            />
            <SearchFilter
              label={t('users.searchEmail')}
              placeholder={t('users.searchEmail')}
              value={search.search_email}
              onChange={(search_email) => setSearch({ search_email })}
              width={200}
            />
            <SearchFilter
              label={t('users.searchPhone')}
              placeholder={t('users.searchPhone')}
              value={search.search_phone}
              onChange={(search_phone) => setSearch({ search_phone })}
              width={180}
            />
          </FilterBar>
        }
        renderRowActions={(user) => {
          const self = user.id === session?.id;
          const statusLabel = t(user.is_active ? 'users.deactivateItem' : 'users.activateItem', { name: user.name });
          return (
            <Group gap={4} wrap="nowrap">
              <RowActionIcon
                tooltip={t('common.edit')}
                label={t('common.editItem', { name: user.name })}
                onClick={() => dialog.openEdit(user)}
              >
                <IconPencil size={16} aria-hidden />
              </RowActionIcon>
              {!self && (
                <RowActionIcon
                  tooltip={t('users.roles')}
                  label={t('users.rolesOf', { name: user.name })}
                  onClick={() => setRolesOf(user)}
                >
                  <IconKey size={16} aria-hidden />
                </RowActionIcon>
              )}
              {!self && (
                <RowActionIcon
                  tooltip={statusLabel}
                  label={statusLabel}
                  color={user.is_active ? 'red' : 'teal'}
                  onClick={() => void toggleActive(user)}
                >
                  {user.is_active ? <IconUserOff size={16} aria-hidden /> : <IconUserCheck size={16} aria-hidden />}
                </RowActionIcon>
              )}
            </Group>
          );
        }}
      />
      <FormModal
        opened={dialog.opened}
        onClose={dialog.close}
        title={dialog.record ? t('users.editTitle') : t('users.newTitle')}
      >
        {dialog.record ? (
          <WithHistory key={dialog.record.id} recordType="user" recordId={dialog.record.id}>
            <UserEditForm user={dialog.record} />
          </WithHistory>
        ) : (
          // The list runs oldest first: a new account would sit on its last page, so the list
          // narrows to it instead.
          <UserCreateForm
            onCreated={(user) =>
              setSearch({ search_email: user.email, search_name: undefined, search_phone: undefined, page: undefined })
            }
          />
        )}
      </FormModal>
      <FormModal
        opened={rolesOf !== null}
        onClose={() => setRolesOf(null)}
        title={rolesOf ? t('users.rolesTitle', { name: rolesOf.name }) : ''}
        size="lg"
      >
        {rolesOf && <RoleAssignmentForm key={rolesOf.id} user={rolesOf} />}
      </FormModal>
      {confirmDialog}
    </ListScreen>
  );
}
