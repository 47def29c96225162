// The counter: walk-in sales at one outlet the user reaches, the menu's grid beside the cart (under it
// on a phone, the cart in a bottom sheet), paid in cash or by QRIS, with a receipt to print.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import { Alert, Group, Select, Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useListSearch } from '@/components/list/use-list-search';
import { CounterSale } from './counter-sale';
import { useCounterOutlet } from './use-counter-outlet';

const route = getRouteApi('/_signed-in/counter');

export function CounterPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch(route);
  const setOutlet = useCallback(
    (outletId: number) => setSearch({ outlet_id: outletId, category_id: undefined }, { replace: true }),
    [setSearch],
  );
  const { outlets, outlet } = useCounterOutlet(search.outlet_id, setOutlet);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('screens.counter')}
        </Title>
        {outlets.length > 1 ? (
          <Select
            aria-label={t('counter.outlet')}
            placeholder={t('counter.outlet')}
            data={outlets.map((o) => ({ value: String(o.id), label: o.name }))}
            value={outlet ? String(outlet.id) : null}
            onChange={(value) => value && setSearch({ outlet_id: Number(value), category_id: undefined })}
            allowDeselect={false}
            searchable
            w={240}
          />
        ) : outlet ? (
          <Title order={2} size="h4" c="dimmed">
            {outlet.name}
          </Title>
        ) : null}
      </Group>
      {outlet ? (
        // A new outlet starts a new sale: its own sold-out list and an empty cart.
        <CounterSale key={outlet.id} outlet={outlet} search={search} setSearch={setSearch} />
      ) : (
        <Alert color="gray">{t('counter.noOutlet')}</Alert>
      )}
    </Stack>
  );
}
