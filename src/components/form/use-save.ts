// One way to save a record: create when there is no id, update when there is. What the save makes
// stale is refetched by the query client, as the operation declares in the contract (see
// lib/api/stale). Toast texts are the generated mutations' `meta` (see mutation-feedback); a refused
// save rejects, so the form can mark the field.
//
//   const save = useSave({
//     create: useCreateCategory({ mutation: { meta: { successToast: t('category.created') } } }),
//     update: useUpdateCategory({ mutation: { meta: { successToast: t('category.updated') } } }),
//     updateVariables: (categoryId, data) => ({ categoryId, data }),
//   });
//   await save(values, category?.id);
import type { UseMutationResult } from '@tanstack/react-query';

interface Options<Body, Answer, UpdateVariables> {
  create: UseMutationResult<Answer, unknown, { data: Body }>;
  update: UseMutationResult<Answer, unknown, UpdateVariables>;
  updateVariables: (id: number, data: Body) => UpdateVariables;
}

export function useSave<Body, Answer, UpdateVariables>({
  create,
  update,
  updateVariables,
}: Options<Body, Answer, UpdateVariables>) {
  return async (data: Body, id?: number): Promise<Answer> =>
    id === undefined ? create.mutateAsync({ data }) : update.mutateAsync(updateVariables(id, data));
}
