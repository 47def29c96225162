// Opening hours as the customer reads them: the Jakarta weekday of today, and a day's hours.
import type { OpeningHours, Weekday } from '@generated/app/model';
import { formatClockRange } from '@/lib/format';
import { t } from '@/lib/i18n';

const WEEKDAYS: Weekday[] = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

/** Today's weekday in Jakarta, whatever the device's zone. */
export function jakartaWeekday(now = new Date()): Weekday {
  const jakarta = new Date(now.getTime() + 7 * 60 * 60 * 1000);
  return WEEKDAYS[jakarta.getUTCDay()]!;
}

/** `10:00–21:00 WIB`, or "Closed" on a closed day. */
export function hoursText(day: OpeningHours): string {
  return day.opens_at && day.closes_at
    ? formatClockRange(day.opens_at, day.closes_at)
    : t('customer.outlets.closedDay');
}
