// Under a product's recipe: what one cup with chosen options costs ("Large, 50 % sugar, pearls:
// Rp 9,412"), what it sells at and the margin, and the ingredients it uses, as the server books a
// cup sold with them. One choice per attached group (several for a multiple-choice group), starting
// from the defaults.
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Table.css';
import { Alert, Loader, MultiSelect, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSkuModifierGroups, useGetSkuRecipeCombination } from '@generated/hooks/modifiers/modifiers';
import type { ModifierGroup, RecipeCombination } from '@generated/model';
import { readerName } from '@/lib/domain-labels';
import { formatPercent, formatRupiah } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { formatExactQuantity } from './recipe-figures';

const defaultsOf = (groups: ModifierGroup[]) =>
  Object.fromEntries(
    groups.map((group) => [group.id, group.options.filter((option) => option.is_default).map((option) => option.id)]),
  );

export function CombinationCost({ skuId }: { skuId: number }) {
  const attached = useGetSkuModifierGroups(skuId);
  const groups = attached.data?.data.groups ?? [];
  if (groups.length === 0) return null;
  // Keyed so a change of the attached groups starts again from their defaults.
  return <CombinationPicker key={groups.map((group) => group.id).join(',')} skuId={skuId} groups={groups} />;
}

function CombinationPicker({ skuId, groups }: { skuId: number; groups: ModifierGroup[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [chosen, setChosen] = useState<Record<number, number[]>>(() => defaultsOf(groups));
  const optionIds = groups.flatMap((group) => chosen[group.id] ?? []);
  const combination = useGetSkuRecipeCombination(
    skuId,
    { option_ids: optionIds },
    { query: { enabled: optionIds.length > 0, placeholderData: keepPreviousData } },
  );
  const names = groups.flatMap((group) =>
    group.options.filter((option) => optionIds.includes(option.id)).map((option) => readerName(option, language)),
  );
  const choose = (groupId: number, ids: number[]) => setChosen((previous) => ({ ...previous, [groupId]: ids }));

  return (
    <Stack gap="xs" component="section" aria-labelledby="combination-title" mt="md">
      <Title order={3} size="h5" id="combination-title">
        {t('sku.combination.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {groups.map((group) => {
          const data = group.options.map((option) => ({
            value: String(option.id),
            label: readerName(option, language),
          }));
          const label = readerName(group, language);
          const value = (chosen[group.id] ?? []).map(String);
          return group.selection === 'single' ? (
            <Select
              key={group.id}
              label={label}
              data={data}
              value={value[0] ?? null}
              clearable
              placeholder={t('sku.combination.none')}
              comboboxProps={{ withinPortal: true }}
              onChange={(next) => choose(group.id, next ? [Number(next)] : [])}
            />
          ) : (
            <MultiSelect
              key={group.id}
              label={label}
              data={data}
              value={value}
              clearable
              placeholder={value.length === 0 ? t('sku.combination.none') : undefined}
              maxValues={group.max_select}
              comboboxProps={{ withinPortal: true }}
              onChange={(next) => choose(group.id, next.map(Number))}
            />
          );
        })}
      </SimpleGrid>
      {optionIds.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sku.combination.pick')}
        </Text>
      ) : combination.error ? (
        <Text size="sm" c="red" role="alert">
          {combination.error.message}
        </Text>
      ) : !combination.data ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : (
        <CombinationFigures names={names} combination={combination.data.data} />
      )}
    </Stack>
  );
}

function CombinationFigures({ names, combination }: { names: string[]; combination: RecipeCombination }) {
  const { t } = useTranslation();
  const cost = combination.cost_per_serving;
  const margin = cost === null ? null : combination.price - cost;
  return (
    <Stack gap="xs" aria-live="polite">
      <Alert variant="light" color="blue" p="xs">
        <Text size="sm" fw={600}>
          {cost === null
            ? t('sku.combination.costUnknown', { options: names.join(', ') })
            : t('sku.combination.cost', { options: names.join(', '), cost: formatRupiah(cost) })}
        </Text>
        <Text size="sm">
          {margin === null
            ? t('sku.combination.price', { price: formatRupiah(combination.price) })
            : t('sku.combination.priceAndMargin', {
                price: formatRupiah(combination.price),
                margin: formatRupiah(margin),
                share: combination.price > 0 ? formatPercent(margin / combination.price) : '–',
              })}
        </Text>
      </Alert>
      <Table striped fz="sm" aria-label={t('sku.combination.lines')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sku.recipe.ingredient')}</Table.Th>
            <Table.Th ta="right">{t('sku.quantity')}</Table.Th>
            <Table.Th ta="right">{t('sku.combination.lineCost')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {combination.items.map((item) => (
            <Table.Tr key={item.ingredient_sku_id}>
              <Table.Td>{item.ingredient_name}</Table.Td>
              <Table.Td ta="right">
                {formatExactQuantity(item.quantity)} {item.stock_unit}
              </Table.Td>
              <Table.Td ta="right">{item.cost === null ? '–' : formatRupiah(item.cost)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
