// The Category screen: the list with its name search in the URL, and the create/edit dialog.
import { Button } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { IconPencil } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListCategories } from '../../../generated/hooks/categories/categories';
import type { Category } from '../../../generated/model';
import { DataTable, DEFAULT_PAGE_SIZE, listProps } from '../../components/data-table';
import { FormModal } from '../../components/form';
import { ListScreen, NewButton, SearchFilter, useListSearch, useRecordDialog } from '../../components/list';
import { categoryColumns } from './category-columns';
import { CategoryForm } from './category-form';
import { categoryListParams } from './search';

const route = getRouteApi('/category');

export function CategoryPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch(route);
  const dialog = useRecordDialog<Category>();
  // Keep the old page on screen while the next one loads (progress bar instead of skeletons).
  const list = useListCategories(categoryListParams(search), { query: { placeholderData: keepPreviousData } });
  const columns = useMemo(() => categoryColumns(t), [t]);

  return (
    <ListScreen
      title={t('screens.category')}
      action={<NewButton onClick={dialog.openNew}>{t('category.new')}</NewButton>}
    >
      <DataTable
        {...listProps(list)}
        columns={columns}
        getRowId={(category) => String(category.id)}
        pagination={{ page: search.page ?? 1, size: search.size ?? DEFAULT_PAGE_SIZE }}
        onPaginationChange={setSearch}
        emptyMessage={search.name ? t('category.noMatch', { name: search.name }) : t('category.empty')}
        toolbar={
          <SearchFilter
            label={t('category.searchLabel')}
            placeholder={t('category.searchPlaceholder')}
            value={search.name}
            onChange={(name) => setSearch({ name })}
          />
        }
        renderRowActions={(category) => (
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={t('common.editItem', { name: category.name })}
            onClick={() => dialog.openEdit(category)}
          >
            {t('common.edit')}
          </Button>
        )}
      />
      <FormModal
        opened={dialog.opened}
        onClose={dialog.close}
        title={dialog.record ? t('category.editTitle') : t('category.newTitle')}
      >
        {/* Keyed so switching between categories starts from that category's values. */}
        <CategoryForm key={dialog.record?.id ?? 'new'} category={dialog.record} />
      </FormModal>
    </ListScreen>
  );
}
