// Create or update a category, then refresh every category list (the SKU screen's picker too).
import { useTranslation } from 'react-i18next';
import {
  getListCategoriesQueryKey,
  useCreateCategory,
  useUpdateCategory,
} from '@generated/hooks/categories/categories';
import { useSave } from '@/components/form/use-save';

export function useSaveCategory() {
  const { t } = useTranslation();
  return useSave({
    create: useCreateCategory({ mutation: { meta: { successToast: t('category.created') } } }),
    update: useUpdateCategory({ mutation: { meta: { successToast: t('category.updated') } } }),
    updateVariables: (categoryId, data) => ({ categoryId, data }),
    invalidates: [getListCategoriesQueryKey()],
  });
}
