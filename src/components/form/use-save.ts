// One way to save a record: create when there is no id, update when there is, then refresh every
// list the change shows in (by the generated query keys). Toast texts are the generated mutations'
// `meta` (see mutation-feedback); a refused save rejects, so the form can mark the field.
//
//   const save = useSave({
//     create: useCreateCategory({ mutation: { meta: { successToast: t('category.created') } } }),
//     update: useUpdateCategory({ mutation: { meta: { successToast: t('category.updated') } } }),
//     updateVariables: (categoryId, data) => ({ categoryId, data }),
//     invalidates: [getListCategoriesQueryKey()],
//   });
//   await save(values, category?.id);
import { useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';

interface Options<Body, Answer, UpdateVariables> {
  create: UseMutationResult<Answer, unknown, { data: Body }>;
  update: UseMutationResult<Answer, unknown, UpdateVariables>;
  updateVariables: (id: number, data: Body) => UpdateVariables;
  /** Query keys (or their prefixes) to refetch after a save. */
  invalidates: QueryKey[];
}

export function useSave<Body, Answer, UpdateVariables>({
  create,
  update,
  updateVariables,
  invalidates,
}: Options<Body, Answer, UpdateVariables>) {
  const queryClient = useQueryClient();
  return async (data: Body, id?: number): Promise<Answer> => {
    const answer =
      id === undefined ? await create.mutateAsync({ data }) : await update.mutateAsync(updateVariables(id, data));
    await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    return answer;
  };
}
