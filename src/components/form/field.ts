// What every field of the family shares: it is bound to a react-hook-form field by `control` and
// `name`, and shows that field's message (the spec's wording, or the API's) under it.
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FieldBinding<T extends FieldValues> {
  // The form's transformed output type does not matter to a field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<T, any, any>;
  name: FieldPath<T>;
}

export function useField<T extends FieldValues>({ control, name }: FieldBinding<T>) {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the field's own value type
    value: field.value as any,
    onChange: field.onChange,
    onBlur: field.onBlur,
    /** Lets the form focus this field when it has an error. */
    inputRef: field.ref,
    error: fieldState.error?.message,
  };
}
