// One calendar month (YYYY-MM in the URL), picked on a calendar of months in the language in use.
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/dates/styles.css';
import { MonthPickerInput } from '@mantine/dates';
import { IconCalendarMonth } from '@tabler/icons-react';
import { calendarDateToDay, dayToCalendarDate } from '@/lib/jakarta-day';

export interface MonthFilterProps {
  label: string;
  /** YYYY-MM */
  value: string;
  onChange: (month: string) => void;
  width?: number;
}

export function MonthFilter({ label, value, onChange, width = 200 }: MonthFilterProps) {
  return (
    <MonthPickerInput
      aria-label={label}
      placeholder={label}
      leftSection={<IconCalendarMonth size={16} aria-hidden />}
      value={dayToCalendarDate(`${value}-01`)}
      onChange={(date) => {
        if (date) onChange(calendarDateToDay(date).slice(0, 7));
      }}
      valueFormat="MMMM YYYY"
      w={{ base: '100%', xs: width }}
    />
  );
}
