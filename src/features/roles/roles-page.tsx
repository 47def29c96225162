// The Roles screen: roles with the screens they open and how many hold each; name, type and
// outlet filters in the URL; create and edit.
import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getListRolesQueryOptions } from '@generated/hooks/roles/roles';
import type { Role } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import type { CardLayout } from '@/components/data-table/data-cards';
import { FormModal } from '@/components/form/form-modal';
import { FilterBar } from '@/components/list/filter-bar';
import { ListScreen, NewButton } from '@/components/list/list-screen';
import { MultiSelectFilter } from '@/components/list/multi-select-filter';
import { SearchFilter } from '@/components/list/search-filter';
import { SelectFilter } from '@/components/list/select-filter';
import { useListScreen } from '@/components/list/use-list-screen';
import { useRecordDialog } from '@/components/list/use-record-dialog';
import { useSession } from '@/lib/session';
import { lazyPart, usePreloadOnIntent } from '@/lib/lazy-part';
import { roleColumns } from './role-columns';
import { ROLE_TYPES, roleListParams } from './search';
import { WithHistory } from '@/components/audit/record-history';

const route = getRouteApi('/_signed-in/roles');

// The form loads with the dialog, not with the list (see lazyPart).
const RoleForm = lazyPart(() => import('./role-form'), 'RoleForm');

/** A row's card on a phone. */
const rolesCard: CardLayout = { title: 'name', subtitle: ['type'], figures: ['user_count', 'scopes'] };

export function RolesPage() {
  // Once the user reaches for the page, fetch the form's code so the dialog opens with its fields.
  usePreloadOnIntent(RoleForm);
  const { t } = useTranslation();
  const { search, setSearch, filtered, table } = useListScreen(route, getListRolesQueryOptions, roleListParams);
  const dialog = useRecordDialog<Role>();
  const { session } = useSession();
  const columns = useMemo(() => roleColumns(t), [t]);

  return (
    <ListScreen title={t('screens.roles')} action={<NewButton onClick={dialog.openNew}>{t('roles.new')}</NewButton>}>
      <DataTable
        {...table}
        columns={columns}
        card={rolesCard}
        emptyMessage={filtered ? t('roles.noMatch') : t('roles.empty')}
        toolbar={
          <FilterBar>
            <SearchFilter
              label={t('roles.searchLabel')}
              placeholder={t('roles.searchLabel')}
              value={search.name}
              onChange={(name) => setSearch({ name })}
              width={220}
            />
            <SelectFilter
              label={t('roles.type')}
              data={ROLE_TYPES.map((type) => ({ value: type, label: t(`roles.typeOption.${type}`) }))}
              value={search.type}
              onChange={(type) => setSearch({ type })}
              width={220}
            />
            <MultiSelectFilter
              label={t('roles.outletsFilter')}
              options={(session?.outlets ?? []).map((outlet) => ({ value: outlet.id, label: outlet.name }))}
              value={search.outlet_ids}
              onChange={(outlet_ids) => setSearch({ outlet_ids })}
            />
          </FilterBar>
        }
        renderRowActions={(role) => (
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={t('common.editItem', { name: role.name })}
            onClick={() => dialog.openEdit(role)}
          >
            {t('common.edit')}
          </Button>
        )}
      />
      <FormModal
        opened={dialog.opened}
        onClose={dialog.close}
        title={dialog.record ? t('roles.editTitle') : t('roles.newTitle')}
        size="lg"
      >
        <WithHistory key={dialog.record?.id ?? 'new'} recordType="role" recordId={dialog.record?.id}>
          <RoleForm role={dialog.record} />
        </WithHistory>
      </FormModal>
    </ListScreen>
  );
}
