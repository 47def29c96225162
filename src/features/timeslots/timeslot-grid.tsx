// One outlet's timeslots of the day as tiles: the window, how full it is (marked Full when its
// orders reach its capacity, when it takes no more), whether customers can book it; each tile is a
// checkbox, and a box in the heading selects the outlet's every slot.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Badge, Card, Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Timeslot } from '@generated/model';

interface Props {
  outlet: string;
  slots: Timeslot[];
  selected: Set<number>;
  onToggle: (ids: number[], on: boolean) => void;
}

export function TimeslotGrid({ outlet, slots, selected, onToggle }: Props) {
  const { t } = useTranslation();
  const chosen = slots.filter((slot) => selected.has(slot.id)).length;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={outlet}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {outlet}
        </Title>
        <Checkbox
          aria-label={t('timeslot.selectOutlet', { outlet })}
          checked={chosen === slots.length}
          indeterminate={chosen > 0 && chosen < slots.length}
          onChange={(event) =>
            onToggle(
              slots.map((slot) => slot.id),
              event.currentTarget.checked,
            )
          }
        />
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4, xl: 6 }} spacing="xs">
        {slots.map((slot) => {
          const full = slot.order_count >= slot.capacity;
          return (
            <Checkbox.Card
              key={slot.id}
              checked={selected.has(slot.id)}
              onClick={() => onToggle([slot.id], !selected.has(slot.id))}
              radius="md"
              p="xs"
              aria-label={t('timeslot.selectSlot', { outlet, start: slot.start_time, end: slot.end_time })}
              bg={slot.is_active ? undefined : 'var(--mantine-color-gray-1)'}
              data-testid={`timeslot-${slot.id}`}
            >
              <Group wrap="nowrap" align="flex-start" gap="xs">
                <Checkbox.Indicator size="xs" mt={3} />
                <Stack gap={2}>
                  <Text size="sm" fw={600}>
                    {slot.start_time}–{slot.end_time}
                  </Text>
                  <Text size="xs" c={full ? 'orange' : 'dimmed'}>
                    {t('timeslot.booked', { count: slot.order_count, capacity: slot.capacity })}
                  </Text>
                  <Group gap={4}>
                    <Badge size="xs" variant="light" color={slot.is_active ? 'teal' : 'gray'}>
                      {slot.is_active ? t('common.active') : t('common.inactive')}
                    </Badge>
                    {/* A full window takes no more orders, active or not. */}
                    {full ? (
                      <Badge size="xs" variant="filled" color="orange">
                        {t('timeslot.full')}
                      </Badge>
                    ) : null}
                  </Group>
                </Stack>
              </Group>
            </Checkbox.Card>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
