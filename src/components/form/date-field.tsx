// A calendar day (YYYY-MM-DD in the form, as the API takes it) picked in the language in use; the
// day picked is the day sent, whatever zone the browser is in.
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Input.css';
import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import type { FieldValues } from 'react-hook-form';
import { calendarDateToDay, dayToCalendarDate } from '@/lib/jakarta-day';
import { useField, type FieldBinding } from './field';

export type DateFieldProps<T extends FieldValues> = FieldBinding<T> &
  Omit<DateInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'>;

export function DateField<T extends FieldValues>({ control, name, ...input }: DateFieldProps<T>) {
  const { inputRef, ...field } = useField({ control, name });
  return (
    <DateInput
      valueFormat="D MMM YYYY"
      clearable
      {...input}
      ref={inputRef}
      name={field.name}
      value={field.value ? dayToCalendarDate(field.value) : null}
      onChange={(date) => field.onChange(date ? calendarDateToDay(date) : undefined)}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
