// A SKU, found by an async search of the SKUs (of one kind when given: the ingredients of a recipe,
// the prep items of a par; every kind for waste); SKUs already chosen elsewhere in the same list are
// offered but disabled.
import { keepPreviousData } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useListSkus } from '@generated/hooks/skus/skus';
import type { Sku, SkuKind } from '@generated/model';
import { AsyncSelectField, type AsyncSelectFieldProps } from './async-select-field';
import { listOptions } from './list-options';

export type SkuSelectFieldProps<T extends FieldValues> = Omit<AsyncSelectFieldProps<T>, 'useOptions' | 'parse'> & {
  /** Only SKUs of this kind; every kind when absent. */
  kind?: SkuKind;
  /** SKUs taken by other lines. */
  taken?: number[];
};

export function SkuSelectField<T extends FieldValues>({ kind, taken = [], ...props }: SkuSelectFieldProps<T>) {
  const useSkuOptions = (search: string) =>
    listOptions(
      useListSkus({ name: search || undefined, kind, size: 20 }, { query: { placeholderData: keepPreviousData } }),
      (sku: Sku) => ({ value: String(sku.id), label: sku.name, disabled: taken.includes(sku.id) }),
    );
  return <AsyncSelectField {...props} useOptions={useSkuOptions} parse={Number} />;
}
