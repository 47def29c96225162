// An ingredient, found by an async search of the ingredient SKUs (a recipe line, an option's recipe
// change); ingredients already chosen elsewhere in the same list are offered but disabled.
import type { FieldValues } from 'react-hook-form';
import { SkuSelectField, type SkuSelectFieldProps } from './sku-select-field';

export type IngredientSelectFieldProps<T extends FieldValues> = Omit<SkuSelectFieldProps<T>, 'kind'>;

export function IngredientSelectField<T extends FieldValues>(props: IngredientSelectFieldProps<T>) {
  return <SkuSelectField {...props} kind="ingredient" />;
}
