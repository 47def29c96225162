// Create or update a category, then refresh every category list (the SKU screen's picker too).
// Toasts come from the app's mutation defaults; only their text is set here.
import { useQueryClient } from '@tanstack/react-query';
import {
  getListCategoriesQueryKey,
  useCreateCategory,
  useUpdateCategory,
} from '../../../generated/hooks/categories/categories';
import type { Category } from '../../../generated/model';
import type { CategoryFormValues } from './schemas';

export interface SaveCallbacks {
  onSuccess?: (category: Category) => void;
  onError?: (error: Error) => void;
}

/** Saves the form: creates when `categoryId` is undefined, else updates that category. */
export function useSaveCategory(categoryId: number | undefined) {
  const queryClient = useQueryClient();
  // The key without parameters is a prefix of every list's key, whatever its page and filter.
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: getListCategoriesQueryKey() });
  const create = useCreateCategory({
    mutation: { meta: { successToast: 'Category created' }, onSuccess: refreshLists },
  });
  const update = useUpdateCategory({
    mutation: { meta: { successToast: 'Category updated' }, onSuccess: refreshLists },
  });

  const save = (values: CategoryFormValues, callbacks: SaveCallbacks = {}) => {
    const done = {
      onSuccess: (response: { data: Category }) => callbacks.onSuccess?.(response.data),
      onError: (error: Error) => callbacks.onError?.(error),
    };
    if (categoryId === undefined) create.mutate({ data: values }, done);
    else update.mutate({ categoryId, data: values }, done);
  };

  return { save, isPending: create.isPending || update.isPending };
}
