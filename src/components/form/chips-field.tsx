// Several choices shown at once as chips (the days of the week), bound to a form field holding an
// array; the values may be numbers (parse turns a chip's value back into one).
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Input.css';
import { Chip, Group, Input } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldBinding } from './field';

export type ChipsFieldProps<T extends FieldValues> = FieldBinding<T> & {
  label: string;
  description?: string;
  options: { value: string; label: string }[];
  parse?: (value: string) => unknown;
};

export function ChipsField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  options,
  parse = (value) => value,
}: ChipsFieldProps<T>) {
  const { inputRef, ...field } = useField({ control, name });
  const value: string[] = Array.isArray(field.value) ? field.value.map(String) : [];
  return (
    <Input.Wrapper label={label} description={description} error={field.error} ref={inputRef}>
      <Group gap={6} mt={6} role="group" aria-label={label}>
        <Chip.Group multiple value={value} onChange={(next) => field.onChange(next.map(parse))}>
          {options.map((option) => (
            <Chip key={option.value} value={option.value} size="sm" onBlur={field.onBlur}>
              {option.label}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
    </Input.Wrapper>
  );
}
