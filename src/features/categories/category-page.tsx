// The Category screen: the list with its name search in the URL, and the create/edit dialog.
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getListCategoriesQueryOptions } from '@generated/hooks/categories/categories';
import type { Category } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import type { CardLayout } from '@/components/data-table/data-cards';
import { EditButton } from '@/components/data-table/row-actions';
import { ListScreen, NewButton } from '@/components/list/list-screen';
import { RecordFormModal } from '@/components/list/record-form-modal';
import { SearchFilter } from '@/components/list/search-filter';
import { useListScreen } from '@/components/list/use-list-screen';
import { useRecordDialog } from '@/components/list/use-record-dialog';
import { lazyPart, usePreloadOnIntent } from '@/lib/lazy-part';
import { categoryColumns } from './category-columns';
import { categoryListParams } from './search';

const route = getRouteApi('/_signed-in/category');

// The form loads with the dialog, not with the list (see lazyPart).
const CategoryForm = lazyPart(() => import('./category-form'), 'CategoryForm');

/** A row's card on a phone. */
const categoryCard: CardLayout = { title: 'name', badge: 'status', figures: ['sku_count', 'updated_at'] };

export function CategoryPage() {
  // Once the user reaches for the page, fetch the form's code so the dialog opens with its fields.
  usePreloadOnIntent(CategoryForm);
  const { t } = useTranslation();
  const { search, setSearch, table } = useListScreen(route, getListCategoriesQueryOptions, categoryListParams);
  const dialog = useRecordDialog<Category>();
  const columns = useMemo(() => categoryColumns(t), [t]);

  return (
    <ListScreen
      title={t('screens.category')}
      action={<NewButton onClick={dialog.openNew}>{t('category.new')}</NewButton>}
    >
      <DataTable
        {...table}
        columns={columns}
        card={categoryCard}
        emptyMessage={search.name ? t('category.noMatch', { name: search.name }) : t('category.empty')}
        toolbar={
          <SearchFilter
            label={t('category.searchLabel')}
            placeholder={t('category.searchPlaceholder')}
            value={search.name}
            onChange={(name) => setSearch({ name })}
          />
        }
        renderRowActions={(category) => <EditButton name={category.name} onClick={() => dialog.openEdit(category)} />}
      />
      <RecordFormModal dialog={dialog} newTitle={t('category.newTitle')} editTitle={t('category.editTitle')}>
        {/* Keyed so switching between categories starts from that category's values. */}
        <CategoryForm key={dialog.record?.id ?? 'new'} category={dialog.record} />
      </RecordFormModal>
    </ListScreen>
  );
}
