// One reorder suggestion: the SKU with its minimum and maximum, on hand (red at zero or below), in
// transit and on order, the quantity to order (in purchase units too), the vendor, the last cost
// and the line's value.
import { NumberInput, Select, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReorderSuggestion } from '@generated/model';
import { decimalSeparator, thousandSeparator } from '@/components/form/number-field';
import { formatNumber, formatRupiah } from '@/lib/format';
import { lineValue, purchaseUnits } from './reorder-figures';
import type { Edit } from './use-reorder-suggestions';

export function SuggestionRow({
  line,
  typed,
  quantity,
  vendorId,
  vendorOptions,
  canOrder,
  onChange,
}: {
  line: ReorderSuggestion;
  typed: number | '';
  quantity: number;
  vendorId: number | null;
  vendorOptions: { value: string; label: string }[];
  canOrder: boolean;
  onChange: (patch: Edit) => void;
}) {
  const { t } = useTranslation();
  const unit = line.stock_unit;
  const value = lineValue(quantity, line.units_per_purchase, line.last_unit_price);
  const options =
    vendorId !== null && !vendorOptions.some((o) => o.value === String(vendorId))
      ? [...vendorOptions, { value: String(vendorId), label: line.vendor_name ?? String(vendorId) }]
      : vendorOptions;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{line.sku_name}</Text>
        <Text size="xs" c="dimmed">
          {t('reorder.minMax', {
            min: formatNumber(line.min_quantity),
            max: formatNumber(line.max_quantity),
            unit,
          })}
        </Text>
      </Table.Td>
      <Table.Td ta="right" c={line.quantity <= 0 ? 'red' : undefined}>
        {formatNumber(line.quantity)} {unit}
      </Table.Td>
      <Table.Td ta="right">
        {formatNumber(line.in_transit)} {unit}
      </Table.Td>
      <Table.Td ta="right">
        {formatNumber(line.on_order)} {unit}
      </Table.Td>
      <Table.Td ta="right">
        <NumberInput
          aria-label={t('reorder.suggestedOf', { name: line.sku_name })}
          value={typed}
          min={0}
          max={100_000_000}
          step={line.multiple}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={thousandSeparator()}
          decimalSeparator={decimalSeparator()}
          onChange={(next) => onChange({ quantity: typeof next === 'number' ? next : '' })}
          rightSection={<Text size="xs">{unit}</Text>}
          w={140}
          ml="auto"
        />
        {line.units_per_purchase > 1 ? (
          <Text size="xs" c="dimmed">
            {t('reorder.purchaseUnits', { count: purchaseUnits(quantity, line.units_per_purchase) })}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        {canOrder ? (
          <Select
            aria-label={t('reorder.vendorOf', { name: line.sku_name })}
            placeholder={t('reorder.chooseVendor')}
            data={options}
            value={vendorId === null ? null : String(vendorId)}
            onChange={(next) => onChange({ vendorId: next === null ? null : Number(next) })}
            searchable
            w={200}
          />
        ) : (
          (line.vendor_name ?? '—')
        )}
      </Table.Td>
      <Table.Td ta="right">{line.last_unit_price === null ? '—' : formatRupiah(line.last_unit_price)}</Table.Td>
      <Table.Td ta="right">{value === null ? '—' : formatRupiah(value)}</Table.Td>
    </Table.Tr>
  );
}
