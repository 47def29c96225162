// The prep board: at one outlet the user reaches with the board's scope (chosen in the header,
// remembered on the device), what to make now from the outlet's pars, and every batch still there,
// the first to expire first, each with its live countdown and one tap to discard it; from here waste
// is recorded and the pars are set.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Button, Center, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments, IconTrashX } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListPrepBatchesQueryOptions, useListPrepSuggestions } from '@generated/hooks/prep/prep';
import { DataTableEmpty, DataTableError } from '@/components/data-table/data-table-states';
import { useListSearch } from '@/components/list/use-list-search';
import { lazyPart } from '@/lib/lazy-part';
import { useRememberedOutlet } from '@/lib/session/use-remembered-outlet';
import { BatchCard } from './batch-card';
import { useNow } from './countdown';
import { BOARD_STATUSES, boardParams } from './search';
import { SuggestionCard } from './suggestion-card';

// The dialogs, with their forms, load when opened, not with the board (see lazyPart).
const WasteDialog = lazyPart(() => import('./waste-dialog'), 'WasteDialog');
const ParsDrawer = lazyPart(() => import('./pars-drawer'), 'ParsDrawer');

const route = getRouteApi('/_signed-in/prep');

const GRID = { base: 1, sm: 2, lg: 3 };

function Loading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader size="sm" aria-label={t('common.loading')} />
    </Center>
  );
}

function Batches({ outletId }: { outletId: number }) {
  const { t } = useTranslation();
  const now = useNow();
  const lists = useQueries({
    queries: BOARD_STATUSES.map((status) => getListPrepBatchesQueryOptions(boardParams(outletId, status))),
  });
  const failed = lists.find((list) => list.error);
  if (failed?.error)
    return <DataTableError error={failed.error} onRetry={() => lists.forEach((l) => void l.refetch())} />;
  if (lists.some((list) => list.isPending)) return <Loading />;
  // A batch that expired between the two reads is in both lists: it is shown once.
  const batches = [...new Map(lists.flatMap((list) => list.data?.data ?? []).map((b) => [b.id, b])).values()].sort(
    (a, b) => Date.parse(a.expires_at) - Date.parse(b.expires_at) || b.id - a.id,
  );
  if (batches.length === 0) return <DataTableEmpty message={t('prep.empty')} />;
  return (
    <SimpleGrid cols={GRID} spacing="sm">
      {batches.map((batch) => (
        <BatchCard key={batch.id} batch={batch} now={now} />
      ))}
    </SimpleGrid>
  );
}

function Suggestions({ outletId }: { outletId: number }) {
  const { t } = useTranslation();
  const suggestions = useListPrepSuggestions({ outlet_id: outletId });
  if (suggestions.error) return <DataTableError error={suggestions.error} onRetry={() => void suggestions.refetch()} />;
  if (suggestions.isPending) return <Loading />;
  if (suggestions.data.data.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('prep.noSuggestions')}
      </Text>
    );
  return (
    <SimpleGrid cols={GRID} spacing="sm">
      {suggestions.data.data.map((suggestion) => (
        <SuggestionCard key={suggestion.sku.id} suggestion={suggestion} outletId={outletId} />
      ))}
    </SimpleGrid>
  );
}

export function PrepPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch(route);
  const setOutlet = useCallback(
    (outletId: number) => setSearch({ outlet_id: outletId }, { replace: true }),
    [setSearch],
  );
  const { outlets, outlet } = useRememberedOutlet('view_admin_prep', 'prep-outlet', search.outlet_id, setOutlet);
  const [open, setOpen] = useState<'waste' | 'pars' | null>(null);
  const close = () => setOpen(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('screens.prep')}
        </Title>
        {outlets.length > 1 ? (
          <Select
            aria-label={t('prep.outlet')}
            placeholder={t('prep.outlet')}
            data={outlets.map((o) => ({ value: String(o.id), label: o.name }))}
            value={outlet ? String(outlet.id) : null}
            onChange={(value) => value && setSearch({ outlet_id: Number(value) })}
            allowDeselect={false}
            searchable
            w={{ base: '100%', xs: 240 }}
          />
        ) : outlet ? (
          <Title order={2} size="h4" c="dimmed">
            {outlet.name}
          </Title>
        ) : null}
      </Group>
      {outlet ? (
        <>
          <Group gap="sm">
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrashX size={16} aria-hidden />}
              onClick={() => setOpen('waste')}
            >
              {t('prep.waste.open')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconAdjustments size={16} aria-hidden />}
              onClick={() => setOpen('pars')}
            >
              {t('prep.pars')}
            </Button>
          </Group>
          <Stack gap="xs" component="section" aria-labelledby="prep-make">
            <Title order={2} size="h4" id="prep-make">
              {t('prep.makeTitle')}
            </Title>
            <Suggestions key={outlet.id} outletId={outlet.id} />
          </Stack>
          <Stack gap="xs" component="section" aria-labelledby="prep-batches">
            <Title order={2} size="h4" id="prep-batches">
              {t('prep.batchesTitle')}
            </Title>
            <Batches outletId={outlet.id} />
          </Stack>
          <Suspense fallback={null}>
            {open === 'waste' ? <WasteDialog outletId={outlet.id} outlets={outlets} onClose={close} /> : null}
            {open === 'pars' ? <ParsDrawer outlet={outlet} onClose={close} /> : null}
          </Suspense>
        </>
      ) : (
        <Alert color="gray">{t('prep.noOutlet')}</Alert>
      )}
    </Stack>
  );
}
