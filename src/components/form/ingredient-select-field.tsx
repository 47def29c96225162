// An ingredient, found by an async search of the ingredient SKUs (a recipe line, an option's recipe
// change); ingredients already chosen elsewhere in the same list are offered but disabled.
import { keepPreviousData } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useListSkus } from '@generated/hooks/skus/skus';
import type { Sku } from '@generated/model';
import { AsyncSelectField, type AsyncSelectFieldProps } from './async-select-field';
import { listOptions } from './list-options';

export type IngredientSelectFieldProps<T extends FieldValues> = Omit<
  AsyncSelectFieldProps<T>,
  'useOptions' | 'parse'
> & {
  /** Ingredients taken by other lines. */
  taken?: number[];
};

export function IngredientSelectField<T extends FieldValues>({ taken = [], ...props }: IngredientSelectFieldProps<T>) {
  const useIngredientOptions = (search: string) =>
    listOptions(
      useListSkus(
        { name: search || undefined, kind: 'ingredient', size: 20 },
        { query: { placeholderData: keepPreviousData } },
      ),
      (sku: Sku) => ({ value: String(sku.id), label: sku.name, disabled: taken.includes(sku.id) }),
    );
  return <AsyncSelectField {...props} useOptions={useIngredientOptions} parse={Number} />;
}
