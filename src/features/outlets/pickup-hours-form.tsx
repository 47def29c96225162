// The outlet dialog's "Opening hours" tab: per weekday open (from, to) or closed, the pick-up
// window length, how many orders one window holds, and the closed days (holidays). Saving replaces
// them and the server makes the outlet's pick-up windows for the next 14 days at once; the tab says
// how many were added. Its own save, as the SKU recipe tab.
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import { ActionIcon, Alert, Button, Fieldset, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  getGetOutletPickupHoursQueryKey,
  useGetOutletPickupHours,
  useReplaceOutletPickupHours,
} from '@generated/hooks/outlets/outlets';
import type { PickupHours, PickupHoursInput } from '@generated/model';
import { ApiForm } from '@/components/form/api-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { DateField } from '@/components/form/date-field';
import { useFormModal } from '@/components/form/form-modal';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { TimeField } from '@/components/form/time-field';
import { pickupHoursFormSchema, pickupHoursToInput, type PickupHoursFormInput } from './schemas';

export function PickupHoursForm({ outletId }: { outletId: number }) {
  const { t } = useTranslation();
  const hours = useGetOutletPickupHours(outletId);
  if (!hours.data) return <Loader size="sm" aria-label={t('common.loading')} />;
  return <PickupHoursEditor outletId={outletId} hours={hours.data.data} />;
}

function PickupHoursEditor({ outletId, hours }: { outletId: number; hours: PickupHours }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const modal = useFormModal();
  const form = useForm<PickupHoursFormInput, unknown, PickupHoursInput>({
    resolver: zodResolver(pickupHoursFormSchema),
    defaultValues: pickupHoursToInput(hours),
  });
  const { control, formState } = form;
  const days = useWatch({ control, name: 'weekly_hours' });
  const closedDays = useFieldArray({ control, name: 'closed_days' });
  const [added, setAdded] = useState<number | null>(null);
  const replace = useReplaceOutletPickupHours({ mutation: { meta: { successToast: t('pickupHours.saved') } } });

  const { isDirty } = formState;
  useEffect(() => {
    modal?.setDirtyCheck(() => isDirty, 'pickup-hours');
    return () => modal?.setDirtyCheck(() => false, 'pickup-hours');
  }, [modal, isDirty]);

  const save = async (values: PickupHoursInput) => {
    const answer = await replace.mutateAsync({ outletId, data: values });
    queryClient.setQueryData(getGetOutletPickupHoursQueryKey(outletId), { data: answer.data });
    form.reset(pickupHoursToInput(answer.data));
    setAdded(answer.meta.added);
  };

  return (
    <ApiForm form={form} onSubmit={save} autoFocus={false}>
      <Text size="sm" c="dimmed">
        {t('pickupHours.hint')}
      </Text>
      {hours.configured ? null : (
        <Alert variant="light" color="yellow" p="xs" role="status">
          <Text size="sm">{t('pickupHours.notSet')}</Text>
        </Alert>
      )}
      <Fieldset legend={t('pickupHours.weeklyHours')} variant="unstyled">
        <Stack gap="xs">
          {days.map((day, index) => {
            const name = t(`pickupHours.weekday.${day.weekday}`);
            return (
              <Group key={day.weekday} align="flex-start" gap="xs" wrap="wrap" data-testid={`hours-${day.weekday}`}>
                <CheckboxField
                  control={control}
                  name={`weekly_hours.${index}.open`}
                  label={name}
                  aria-label={t('pickupHours.open', { day: name })}
                  mt={8}
                  w={110}
                />
                {day.open ? (
                  <Group gap="xs" wrap="nowrap" style={{ flex: 1 }}>
                    <TimeField
                      control={control}
                      name={`weekly_hours.${index}.opens_at`}
                      aria-label={`${name} ${t('pickupHours.opensAt')}`}
                      placeholder={t('pickupHours.opensAt')}
                      style={{ flex: 1 }}
                    />
                    <TimeField
                      control={control}
                      name={`weekly_hours.${index}.closes_at`}
                      aria-label={`${name} ${t('pickupHours.closesAt')}`}
                      placeholder={t('pickupHours.closesAt')}
                      style={{ flex: 1 }}
                    />
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed" mt={8}>
                    {t('pickupHours.closed')}
                  </Text>
                )}
              </Group>
            );
          })}
        </Stack>
      </Fieldset>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberField
          control={control}
          name="slot_minutes"
          label={t('pickupHours.slotMinutes')}
          min={5}
          max={240}
          step={5}
          // Out of range is told, not silently changed.
          clampBehavior="none"
          required
        />
        <NumberField
          control={control}
          name="capacity"
          label={t('pickupHours.capacity')}
          description={t('pickupHours.capacityHint')}
          min={1}
          max={1000}
          required
        />
      </SimpleGrid>
      <Fieldset legend={t('pickupHours.closedDays')} variant="unstyled">
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {t('pickupHours.closedDaysHint')}
          </Text>
          {closedDays.fields.map((field, index) => (
            <Group key={field.id} align="flex-start" gap="xs" wrap="nowrap">
              <DateField
                control={control}
                name={`closed_days.${index}.date`}
                aria-label={`${t('pickupHours.closedDate')} ${index + 1}`}
                placeholder={t('pickupHours.closedDate')}
                clearable={false}
                style={{ flex: 1 }}
              />
              <TextField
                control={control}
                name={`closed_days.${index}.note`}
                aria-label={`${t('pickupHours.closedNote')} ${index + 1}`}
                placeholder={t('pickupHours.closedNotePlaceholder')}
                maxLength={100}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={6}
                aria-label={t('pickupHours.removeClosedDay', { index: index + 1 })}
                onClick={() => closedDays.remove(index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => closedDays.append({ date: undefined, note: '' })}
            >
              {t('pickupHours.addClosedDay')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
      {added !== null ? (
        <Text size="sm" role="status">
          {t('pickupHours.savedWindows', { count: added })}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button type="submit" loading={formState.isSubmitting}>
          {t('pickupHours.save')}
        </Button>
      </Group>
    </ApiForm>
  );
}
