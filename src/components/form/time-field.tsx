// A time of day as HH:mm on the 24-hour clock, as the API takes it and as every time on screen
// reads, bound to a form field; empty is undefined. A text box of our own rather than the
// browser's time input, which Chromium shows in 12-hour AM/PM whatever the page's language. Digits
// are typed and the colon comes by itself ("1930" reads 19:30); on leaving the box a short entry is
// completed ("930" becomes 09:30, "7" becomes 07:00). What is still not a time is left for the
// form's schema to refuse (see `isTime`).
import '@mantine/core/styles/Input.css';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldBinding } from './field';

export type TimeFieldProps<T extends FieldValues> = FieldBinding<T> &
  Omit<TextInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'type'>;

/** A whole HH:mm time from 00:00 to 23:59. */
export const isTime = (text: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(text);

/** What was typed, as digits with the colon after the hours: "193" reads "19:3". */
export function maskTime(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** A short entry completed when the box is left: "7" → 07:00, "19" → 19:00, "930" → 09:30. */
export function completeTime(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (digits.length === 0 || digits.length > 4) return typed;
  const [hours, minutes] = digits.length <= 2 ? [digits, '00'] : [digits.slice(0, digits.length - 2), digits.slice(-2)];
  const completed = `${hours.padStart(2, '0')}:${minutes}`;
  return isTime(completed) ? completed : typed;
}

export function TimeField<T extends FieldValues>({ control, name, ...input }: TimeFieldProps<T>) {
  const { inputRef, ...field } = useField({ control, name });
  // The form holds what the box shows, even half typed, for its schema to judge.
  const text = (field.value as string | undefined) ?? '';
  const change = (next: string) => field.onChange(next || undefined);
  return (
    <TextInput
      {...input}
      ref={inputRef}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      name={field.name}
      value={text}
      onChange={(event) => change(maskTime(event.currentTarget.value))}
      onBlur={() => {
        const completed = completeTime(text);
        if (completed !== text) change(completed);
        field.onBlur();
      }}
      error={field.error}
    />
  );
}
