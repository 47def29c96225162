// Several choices shown at once as checkboxes, bound to a form field holding an array. An option
// may be shown but disabled (with its reason as a description).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Checkbox, SimpleGrid } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldBinding } from './field';

export interface CheckboxOption {
  value: string;
  label: string;
  description?: string;
  disabled?: boolean;
}

export type CheckboxGroupFieldProps<T extends FieldValues> = FieldBinding<T> & {
  label: string;
  description?: string;
  options: CheckboxOption[];
  required?: boolean;
  /** Columns from the small breakpoint up; one column on a phone. */
  columns?: number;
};

export function CheckboxGroupField<T extends FieldValues>({
  control,
  name,
  options,
  columns = 2,
  ...group
}: CheckboxGroupFieldProps<T>) {
  const { inputRef, ...field } = useField({ control, name });
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  return (
    <Checkbox.Group {...group} ref={inputRef} value={value} onChange={field.onChange} error={field.error}>
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="xs" verticalSpacing="xs" mt="xs">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            value={option.value}
            label={option.label}
            description={option.description}
            disabled={option.disabled}
            onBlur={field.onBlur}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
