// One business day (YYYY-MM-DD in the URL), picked on a calendar in the language in use; always set
// (a report of one day shows the day it defaults to until another is picked).
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { calendarDateToDay, dayToCalendarDate } from '@/lib/jakarta-day';

export interface DateFilterProps {
  label: string;
  value: string | undefined;
  onChange: (day: string) => void;
  width?: number;
}

export function DateFilter({ label, value, onChange, width = 200 }: DateFilterProps) {
  return (
    <DatePickerInput
      aria-label={label}
      placeholder={label}
      leftSection={<IconCalendar size={16} aria-hidden />}
      value={value ? dayToCalendarDate(value) : null}
      onChange={(date) => {
        if (date) onChange(calendarDateToDay(date));
      }}
      valueFormat="D MMM YYYY"
      w={{ base: '100%', xs: width }}
    />
  );
}
