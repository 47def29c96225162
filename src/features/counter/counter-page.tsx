// The counter: walk-in sales at one outlet the user reaches and one of its registers (chosen in the
// header, remembered on the device), the menu's grid beside the cart (under it on a phone, the cart
// in a bottom sheet), paid in cash or by QRIS, with a receipt to print.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import { Alert, Group, Select, Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCounterMenu } from '@generated/hooks/counter/counter';
import { useListSearch } from '@/components/list/use-list-search';
import { useRememberedOutlet } from '@/lib/session/use-remembered-outlet';
import { CounterSale } from './counter-sale';
import { useCounterRegister } from './use-counter-register';

const NO_REGISTERS: string[] = [];

const route = getRouteApi('/_signed-in/counter');

export function CounterPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch(route);
  const setOutlet = useCallback(
    (outletId: number) => setSearch({ outlet_id: outletId, category_id: undefined }, { replace: true }),
    [setSearch],
  );
  const { outlets, outlet } = useRememberedOutlet('view_admin_counter', 'counter-outlet', search.outlet_id, setOutlet);
  // The sale below asks for the same menu: one request.
  const menu = useGetCounterMenu({ outlet_id: outlet?.id ?? 0 }, { query: { enabled: outlet !== undefined } });
  const registers = menu.data?.data.registers ?? NO_REGISTERS;
  const { register, choose } = useCounterRegister(outlet?.id, registers);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('screens.counter')}
        </Title>
        <Group gap="sm">
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
          {registers.length > 1 ? (
            <Select
              aria-label={t('counterShift.register')}
              data={registers}
              value={register ?? null}
              onChange={(value) => value && choose(value)}
              allowDeselect={false}
              w={160}
            />
          ) : register ? (
            <Title order={2} size="h4" c="dimmed" data-testid="counter-register">
              {register}
            </Title>
          ) : null}
        </Group>
      </Group>
      {outlet ? (
        // A new outlet starts a new sale: its own sold-out list and an empty cart.
        <CounterSale key={outlet.id} outlet={outlet} register={register} search={search} setSearch={setSearch} />
      ) : (
        <Alert color="gray">{t('counter.noOutlet')}</Alert>
      )}
    </Stack>
  );
}
