// The pick-up window: today or tomorrow (Jakarta days), then one of that day's open windows with
// the places it has left. The API's message about the window shows under it.
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Input.css';
import { Input, Radio, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useListCustomerPickupWindows } from '@generated/app/hooks/app-outlets/app-outlets';
import { formatClockRange, formatDate } from '@/lib/format';
import { addDays, jakartaToday } from '@/lib/jakarta-day';
import { EmptyState, LoadFailed } from './states';

export type PickupDay = 'today' | 'tomorrow';

export const pickupDate = (day: PickupDay): string => (day === 'today' ? jakartaToday() : addDays(jakartaToday(), 1));

export function PickupWindowPicker({
  outletId,
  day,
  onDayChange,
  windowId,
  onWindowChange,
  error,
}: {
  outletId: number;
  day: PickupDay;
  onDayChange: (day: PickupDay) => void;
  windowId: number | null;
  onWindowChange: (id: number) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const date = pickupDate(day);
  const windows = useListCustomerPickupWindows(outletId, { date }, { query: { refetchInterval: 30_000 } });

  return (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        value={day}
        onChange={(value) => onDayChange(value as PickupDay)}
        aria-label={t('customer.checkout.day')}
        data={(['today', 'tomorrow'] as const).map((value) => ({
          value,
          label: (
            <Stack gap={0}>
              <Text size="sm" fw={600} component="span">
                {t(`customer.checkout.${value}`)}
              </Text>
              <Text size="xs" component="span">
                {formatDate(pickupDate(value))}
              </Text>
            </Stack>
          ),
        }))}
      />
      <Input.Wrapper error={error} label={t('customer.checkout.window')} withAsterisk>
        {windows.isPending ? (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt={6}>
            {[1, 2, 3].map((key) => (
              <Skeleton key={key} height={58} radius="md" />
            ))}
          </SimpleGrid>
        ) : windows.isError ? (
          <LoadFailed error={windows.error} onRetry={() => void windows.refetch()} />
        ) : windows.data.data.length === 0 ? (
          <EmptyState text={t('customer.checkout.noWindows')} />
        ) : (
          <Radio.Group
            value={windowId === null ? null : String(windowId)}
            onChange={(value) => onWindowChange(Number(value))}
            aria-label={t('customer.checkout.window')}
          >
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt={6}>
              {windows.data.data.map((window) => (
                <Radio.Card
                  key={window.id}
                  value={String(window.id)}
                  radius="md"
                  p="xs"
                  disabled={window.remaining === 0}
                  aria-label={`${formatClockRange(window.start_time, window.end_time)}, ${t('customer.checkout.placesLeft', { count: window.remaining })}`}
                  style={window.remaining === 0 ? { opacity: 0.5 } : undefined}
                >
                  {/* The chosen card's border and tint mark it; the time is the card's title. */}
                  <Text size="sm" fw={600} ta="center">
                    {formatClockRange(window.start_time, window.end_time)}
                  </Text>
                  <Text size="xs" ta="center" c={window.remaining <= 2 ? 'orange.9' : 'dimmed'}>
                    {t('customer.checkout.placesLeft', { count: window.remaining })}
                  </Text>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
      </Input.Wrapper>
    </Stack>
  );
}
