// A list of names typed one by one (an outlet's registers): each becomes a tag on Enter or a comma,
// a name already there is not added twice, and the form's schema judges the list.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { TagsInput, type TagsInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldBinding } from './field';

export type TagsFieldProps<T extends FieldValues> = FieldBinding<T> &
  Omit<TagsInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'data'>;

export function TagsField<T extends FieldValues>({ control, name, ...input }: TagsFieldProps<T>) {
  const { inputRef, ...field } = useField({ control, name });
  const value = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <TagsInput
      splitChars={[',']}
      acceptValueOnBlur
      {...input}
      ref={inputRef}
      name={field.name}
      value={value}
      onChange={(next) => field.onChange(next.map((tag) => tag.trim()).filter(Boolean))}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
