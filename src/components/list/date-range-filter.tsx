// A from–to range of business days (YYYY-MM-DD in the URL), picked on a calendar in the language in
// use.
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
import { useClearButton } from './clear-button';

export interface DateRange {
  start?: string;
  end?: string;
}

export interface DateRangeFilterProps {
  label: string;
  value: DateRange;
  onChange: (value: DateRange) => void;
  placeholder?: string;
  width?: number;
}

const toDate = (day?: string) => (day ? dayToCalendarDate(day) : null);
const toDay = (date: Date | null) => (date ? calendarDateToDay(date) : undefined);

export function DateRangeFilter({ label, value, onChange, placeholder, width = 260 }: DateRangeFilterProps) {
  const clearButtonProps = useClearButton(label);
  return (
    <DatePickerInput
      type="range"
      aria-label={label}
      placeholder={placeholder ?? label}
      leftSection={<IconCalendar size={16} aria-hidden />}
      value={[toDate(value.start), toDate(value.end)]}
      onChange={([start, end]) => {
        // Apply once the range is whole, or when it is cleared.
        if ((start && end) || (!start && !end)) onChange({ start: toDay(start), end: toDay(end) });
      }}
      valueFormat="D MMM YYYY"
      clearable
      clearButtonProps={clearButtonProps}
      allowSingleDateInRange
      w={{ base: '100%', xs: width }}
    />
  );
}
