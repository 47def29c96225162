// Create or update a category (every category list, the SKU screen's picker too, refetches: see lib/api/stale).
import { useTranslation } from 'react-i18next';
import { useCreateCategory, useUpdateCategory } from '@generated/hooks/categories/categories';
import { useSave } from '@/components/form/use-save';

export function useSaveCategory() {
  const { t } = useTranslation();
  return useSave({
    create: useCreateCategory({ mutation: { meta: { successToast: t('category.created') } } }),
    update: useUpdateCategory({ mutation: { meta: { successToast: t('category.updated') } } }),
    updateVariables: (categoryId, data) => ({ categoryId, data }),
  });
}
