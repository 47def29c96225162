// The Timeslot screen: the day in the URL, each outlet's slots of that day as a grid, and the
// slots selected switched on or off together (asking first when switched-off slots hold orders).
import '@mantine/core/styles/Skeleton.css';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListTimeslots, useUpdateTimeslots } from '@generated/hooks/timeslots/timeslots';
import type { Timeslot } from '@generated/model';
import { DataTableEmpty, DataTableError } from '@/components/data-table/data-table-states';
import { SelectionToolbar } from '@/components/data-table/selection-toolbar';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { ListScreen } from '@/components/list/list-screen';
import { useListSearch } from '@/components/list/use-list-search';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { DayPicker } from './day-picker';
import { timeslotListParams } from './search';
import { TimeslotGrid } from './timeslot-grid';

const route = getRouteApi('/_signed-in/timeslot');

function byOutlet(slots: Timeslot[]) {
  const outlets = new Map<number, { name: string; slots: Timeslot[] }>();
  for (const slot of slots) {
    const outlet = outlets.get(slot.outlet_id) ?? { name: slot.outlet_name, slots: [] };
    outlet.slots.push(slot);
    outlets.set(slot.outlet_id, outlet);
  }
  return [...outlets.entries()];
}

export function TimeslotPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch(route);
  const params = timeslotListParams(search);
  const list = useListTimeslots(params);
  const update = useUpdateTimeslots({ mutation: { meta: { successToast: false } } });
  const [confirm, confirmDialog] = useConfirm();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const slots = list.data?.data ?? [];

  const changeDay = (date: string) => {
    setSelected(new Set());
    setSearch({ date });
  };
  const toggle = (ids: number[], on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });

  const apply = async (activate: boolean) => {
    const ids = [...selected];
    if (!activate) {
      const held = slots.filter((slot) => selected.has(slot.id)).reduce((sum, slot) => sum + slot.order_count, 0);
      if (
        held > 0 &&
        !(await confirm({
          title: t('timeslot.deactivateTitle'),
          message: t('timeslot.deactivateText', { count: held }),
          confirmLabel: t('timeslot.deactivate'),
          danger: true,
        }))
      )
        return;
    }
    const answer = await update.mutateAsync({
      data: activate
        ? { active_timeslot_ids: ids, deactive_timeslot_ids: [] }
        : { deactive_timeslot_ids: ids, active_timeslot_ids: [] },
    });
    const { activated, deactivated, booked_orders_in_deactivated: booked } = answer.meta;
    const done = activate
      ? t('timeslot.activated', { count: activated })
      : t('timeslot.deactivated', { count: deactivated });
    toast.success(booked > 0 ? `${done} · ${t('timeslot.stillBooked', { count: booked })}` : done);
    setSelected(new Set());
  };

  return (
    <ListScreen title={t('screens.timeslot')}>
      <DayPicker date={params.date} onChange={changeDay} />
      {selected.size > 0 && (
        <Group>
          <SelectionToolbar count={selected.size} onClear={() => setSelected(new Set())}>
            <Button
              size="xs"
              leftSection={<IconPlayerPlay size={14} aria-hidden />}
              loading={update.isPending}
              onClick={() => void apply(true)}
            >
              {t('timeslot.activate')}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconPlayerPause size={14} aria-hidden />}
              loading={update.isPending}
              onClick={() => void apply(false)}
            >
              {t('timeslot.deactivate')}
            </Button>
          </SelectionToolbar>
        </Group>
      )}
      {list.error ? (
        <DataTableError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Stack>
          <Skeleton h={180} radius="md" />
          <Skeleton h={180} radius="md" />
        </Stack>
      ) : slots.length === 0 ? (
        <DataTableEmpty message={t('timeslot.empty', { date: formatDate(params.date) })} />
      ) : (
        byOutlet(slots).map(([id, outlet]) => (
          <TimeslotGrid key={id} outlet={outlet.name} slots={outlet.slots} selected={selected} onToggle={toggle} />
        ))
      )}
      {confirmDialog}
    </ListScreen>
  );
}
