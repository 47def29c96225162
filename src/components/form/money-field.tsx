// Whole rupiah, formatted as it is typed (`Rp 25.000`), bound to a form field holding the integer.
import type { FieldValues } from 'react-hook-form';
import { NumberField, type NumberFieldProps } from './number-field';

export function MoneyField<T extends FieldValues>(props: NumberFieldProps<T>) {
  return <NumberField prefix="Rp " min={0} allowNegative={false} hideControls inputMode="numeric" {...props} />;
}
