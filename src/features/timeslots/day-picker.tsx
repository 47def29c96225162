// The day whose timeslots are shown: a calendar, and today and the next days one click away.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/dates/styles.css';
import { Chip, Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatShortDay } from '@/lib/format';
import { addDays, jakartaToday } from '@/lib/jakarta-day';

const QUICK_DAYS = 7;

export function DayPicker({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const { t } = useTranslation();
  const today = jakartaToday();
  const days = Array.from({ length: QUICK_DAYS }, (_, i) => addDays(today, i));
  const label = (day: string, i: number) =>
    i === 0 ? t('timeslot.today') : i === 1 ? t('timeslot.tomorrow') : formatShortDay(day);

  return (
    <Group gap="sm" align="center" wrap="wrap">
      <DatePickerInput
        aria-label={t('timeslot.date')}
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={dayjs(date).toDate()}
        onChange={(value) => value && onChange(dayjs(value).format('YYYY-MM-DD'))}
        valueFormat="ddd, D MMM YYYY"
        w={{ base: '100%', xs: 220 }}
      />
      <Chip.Group value={days.includes(date) ? date : null} onChange={(value) => value && onChange(value as string)}>
        <Group gap={6} role="group" aria-label={t('timeslot.days')} wrap="wrap">
          {days.map((day, i) => (
            <Chip key={day} value={day} size="sm">
              {label(day, i)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Group>
  );
}
