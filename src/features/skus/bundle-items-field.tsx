// The bundle editor: one line per component (a single product found by an async search, never an
// ingredient, a bundle or the bundle itself, each once) with its quantity, and what the lines add
// up to: the bundles the components' stock makes and the components' prices beside the bundle's price.
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Fieldset.css';
import { ActionIcon, Alert, Button, Fieldset, Group, Loader, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListSkus } from '@generated/hooks/skus/skus';
import type { Sku } from '@generated/model';
import { AsyncSelectField } from '@/components/form/async-select-field';
import { listOptions } from '@/components/form/list-options';
import { NumberField } from '@/components/form/number-field';
import { formatNumber, formatRupiah } from '@/lib/format';
import type { SkuFormInput } from './schemas';

type Line = { component_sku_id?: number; quantity?: number };

/** What the lines make: bundles from current stock, and the components' prices together. */
export function bundleFigures(lines: Line[], byId: Map<number, Sku>) {
  let stock: number | undefined;
  let price = 0;
  for (const line of lines) {
    const component = line.component_sku_id ? byId.get(line.component_sku_id) : undefined;
    if (!component || !line.quantity || line.quantity < 1) continue;
    const makes = Math.floor(component.stock_quantity / line.quantity);
    stock = stock === undefined ? makes : Math.min(stock, makes);
    price += component.price * line.quantity;
  }
  return { stock: stock ?? 0, price };
}

export function BundleItemsField({ control, selfId }: { control: Control<SkuFormInput>; selfId?: number }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'bundle_items' });
  const lines = (useWatch({ control, name: 'bundle_items' }) ?? []) as Line[];
  const bundlePrice = useWatch({ control, name: 'price' });
  const { errors } = useFormState({ control, name: 'bundle_items' });
  const chosenIds = lines.map((line) => line.component_sku_id).filter((id): id is number => Boolean(id));
  // The chosen components' stock and price (and their names when an existing bundle opens).
  const chosen = useListSkus(
    { sku_ids: chosenIds, size: 100 },
    { query: { enabled: chosenIds.length > 0, placeholderData: keepPreviousData } },
  );
  const byId = new Map((chosen.data?.data ?? []).map((sku) => [sku.id, sku]));
  const figures = bundleFigures(lines, byId);
  const listError = errors.bundle_items?.message ?? errors.bundle_items?.root?.message;

  const useComponentOptions = (search: string) =>
    listOptions(
      useListSkus(
        { name: search || undefined, is_bundled: false, kind: 'product', size: 20 },
        { query: { placeholderData: keepPreviousData } },
      ),
      (sku: Sku) => ({
        value: String(sku.id),
        label: sku.name,
        disabled: sku.id === selfId || chosenIds.includes(sku.id),
      }),
    );

  if (chosenIds.length > 0 && chosen.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;

  return (
    <Fieldset legend={t('sku.bundleItems')} variant="filled">
      <Stack gap="sm">
        {fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('sku.noComponentsYet')}
          </Text>
        ) : null}
        {fields.map((field, index) => {
          const id = lines[index]?.component_sku_id;
          const known = id ? byId.get(id) : undefined;
          return (
            <Group key={field.id} align="flex-start" gap="xs" wrap="nowrap">
              <AsyncSelectField
                control={control}
                name={`bundle_items.${index}.component_sku_id`}
                label={t('sku.component')}
                placeholder={t('sku.componentPlaceholder')}
                useOptions={useComponentOptions}
                initialOption={known ? { value: String(known.id), label: known.name } : undefined}
                parse={Number}
                required
                style={{ flex: 1 }}
              />
              <NumberField
                control={control}
                name={`bundle_items.${index}.quantity`}
                label={t('sku.quantity')}
                min={1}
                max={1000}
                required
                w={96}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t('sku.removeComponent', { index: index + 1 })}
                onClick={() => remove(index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        {listError ? (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        ) : null}
        <Group justify="space-between" wrap="wrap">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => append({ quantity: 1 } as SkuFormInput['bundle_items'][number])}
          >
            {t('sku.addComponent')}
          </Button>
        </Group>
        {chosenIds.length > 0 ? (
          <Alert variant="light" color="blue" p="xs" aria-live="polite">
            <Text size="sm">
              {t('sku.bundleSummary', {
                stock: formatNumber(figures.stock),
                price: formatRupiah(figures.price),
                bundlePrice: typeof bundlePrice === 'number' ? formatRupiah(bundlePrice) : '–',
              })}
            </Text>
          </Alert>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
