// The Reorder screen: at one outlet (picked in the URL), the SKUs at or below their minimum with
// what is on hand, in transit and on order and the quantity to reach the maximum (editable, with a
// choosable vendor), drafted into purchase orders by vendor in one click or sent as a transfer from
// the head office; below, the outlet's reorder rules, edited in a table and saved all at once.
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Paper.css';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  NumberInput,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { IconFileText, IconPlus, IconTrash, IconTruckDelivery } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  useDraftReorderPurchaseOrders,
  useListReorderRules,
  useListReorderSuggestions,
  useSaveReorderRules,
} from '@generated/hooks/inventory/inventory';
import { useListSkus } from '@generated/hooks/skus/skus';
import { useListVendors } from '@generated/hooks/vendors/vendors';
import type { PurchaseOrder, ReorderRule, ReorderSuggestion } from '@generated/model';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { ApiForm } from '@/components/form/api-form';
import { decimalSeparator, NumberField, thousandSeparator } from '@/components/form/number-field';
import { FilterBar } from '@/components/list/filter-bar';
import { AnchorLink } from '@/components/links';
import { ListScreen } from '@/components/list/list-screen';
import { OutletFilter } from '@/components/list/outlet-filter';
import { formatNumber, formatRupiah } from '@/lib/format';
import { useSession } from '@/lib/session';
import { draftTotals, lineValue, purchaseUnits, transferLink } from './reorder-figures';

const route = getRouteApi('/_signed-in/inventory/reorder');

export function ReorderPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { session } = useSession();
  const outlets = (session?.outlets ?? []).filter((outlet) => outlet.admin_scope.includes('view_admin_inventory'));
  // Rules belong to one outlet: without a choice in the URL, the first one the user reaches.
  const outletId = search.outlet_id ?? outlets[0]?.id;

  return (
    <ListScreen title={t('screens.reorder')}>
      <FilterBar>
        <OutletFilter
          scope="view_admin_inventory"
          label={t('reorder.outlet')}
          placeholder={t('reorder.outlet')}
          value={outletId}
          onChange={(next) => void navigate({ search: { outlet_id: next }, replace: true })}
        />
      </FilterBar>
      {outletId === undefined ? (
        <Alert color="gray">{t('reorder.noOutlet')}</Alert>
      ) : (
        <>
          <Suggestions key={`s${outletId}`} outletId={outletId} />
          <Rules key={`r${outletId}`} outletId={outletId} />
        </>
      )}
    </ListScreen>
  );
}

interface Edit {
  /** Empty while the field is being retyped (counts as nothing to order). */
  quantity?: number | '';
  vendorId?: number | null;
}

function Suggestions({ outletId }: { outletId: number }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const canOrder = Boolean(
    session?.outlets.some(
      (outlet) => outlet.id === outletId && outlet.admin_scope.includes('view_admin_purchase_order'),
    ),
  );
  const suggestions = useListReorderSuggestions({ outlet_id: outletId });
  const vendors = useListVendors({ size: 100 }, { query: { enabled: canOrder } });
  const [edits, setEdits] = useState<Record<number, Edit>>({});
  const [drafted, setDrafted] = useState<PurchaseOrder[]>([]);
  const [confirm, confirmDialog] = useConfirm();
  const draft = useDraftReorderPurchaseOrders({ mutation: { meta: { successToast: t('reorder.drafted') } } });

  const lines = useMemo(
    () =>
      (suggestions.data?.data ?? []).map((line) => {
        const edit = edits[line.sku_id] ?? {};
        const typed = edit.quantity ?? line.suggested_quantity;
        return {
          line,
          typed,
          quantity: typed === '' ? 0 : typed,
          vendorId: edit.vendorId === undefined ? line.vendor_id : edit.vendorId,
        };
      }),
    [suggestions.data, edits],
  );
  const vendorName = (id: number | null) =>
    vendors.data?.data.find((vendor) => vendor.id === id)?.name ??
    lines.find((l) => l.line.vendor_id === id)?.line.vendor_name ??
    '';
  const ordered = lines.filter((l) => l.quantity > 0 && l.vendorId !== null);
  const fromHeadOffice = lines.filter((l) => l.quantity > 0 && l.line.head_office_quantity >= l.quantity);
  const edit = (skuId: number, patch: Edit) => setEdits((all) => ({ ...all, [skuId]: { ...all[skuId], ...patch } }));

  const draftOrders = async () => {
    const totals = draftTotals(
      ordered.map((l) => ({ ...l.line, quantity: l.quantity, vendor_id: l.vendorId! })),
      vendorName,
    );
    const yes = await confirm({
      title: t('reorder.confirmTitle'),
      message: (
        <Stack gap={4}>
          <Text size="sm">{t('reorder.confirmText', { count: totals.length })}</Text>
          {totals.map((vendor) => (
            <Group key={vendor.vendorId} justify="space-between" wrap="nowrap">
              <Text size="sm">{t('reorder.vendorLines', { vendor: vendor.name, count: vendor.lines })}</Text>
              <Text size="sm" fw={600}>
                {vendor.total === null ? '—' : formatRupiah(vendor.total)}
              </Text>
            </Group>
          ))}
        </Stack>
      ),
      confirmLabel: t('reorder.draft'),
    });
    if (!yes) return;
    const answer = await draft.mutateAsync({
      data: {
        outlet_id: outletId,
        items: ordered.map((l) => ({ sku_id: l.line.sku_id, quantity: l.quantity, vendor_id: l.vendorId! })),
      },
    });
    setDrafted(answer.data);
    setEdits({});
  };

  const vendorOptions = (vendors.data?.data ?? []).map((vendor) => ({ value: String(vendor.id), label: vendor.name }));

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('reorder.suggestions')}
          </Title>
          <Group gap="xs">
            {fromHeadOffice.length > 0 ? (
              <Button
                component="a"
                href={transferLink(
                  outletId,
                  fromHeadOffice.map((l) => ({ skuId: l.line.sku_id, quantity: l.quantity })),
                )}
                variant="default"
                leftSection={<IconTruckDelivery size={16} aria-hidden />}
              >
                {t('reorder.transfer')}
              </Button>
            ) : null}
            {canOrder ? (
              <Button
                leftSection={<IconFileText size={16} aria-hidden />}
                disabled={ordered.length === 0}
                loading={draft.isPending}
                onClick={() => void draftOrders().catch(() => undefined)}
              >
                {t('reorder.draft')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {drafted.length > 0 ? (
          <Alert color="green" title={t('reorder.draftedTitle', { count: drafted.length })}>
            <Stack gap={2}>
              {drafted.map((po) => (
                <AnchorLink key={po.id} to="/purchase-order/$poID/detail" params={{ poID: String(po.id) }} size="sm">
                  {po.po_number} · {po.vendor_name} · {formatRupiah(po.total_amount)}
                </AnchorLink>
              ))}
            </Stack>
          </Alert>
        ) : null}
        {suggestions.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : suggestions.isError ? (
          <Alert color="red">
            <Group justify="space-between">
              {t('reorder.loadError')}
              <Button size="xs" variant="default" onClick={() => void suggestions.refetch()}>
                {t('common.retry')}
              </Button>
            </Group>
          </Alert>
        ) : lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('reorder.noSuggestions')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={980}>
            <Table striped verticalSpacing={6} data-testid="reorder-suggestions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('reorder.sku')}</Table.Th>
                  <Table.Th ta="right">{t('reorder.onHand')}</Table.Th>
                  <Table.Th ta="right">{t('reorder.inTransit')}</Table.Th>
                  <Table.Th ta="right">{t('reorder.onOrder')}</Table.Th>
                  <Table.Th ta="right">{t('reorder.suggested')}</Table.Th>
                  <Table.Th>{t('reorder.vendor')}</Table.Th>
                  <Table.Th ta="right">{t('reorder.lastCost')}</Table.Th>
                  <Table.Th ta="right">{t('reorder.lineValue')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map(({ line, typed, quantity, vendorId }) => (
                  <SuggestionRow
                    key={line.sku_id}
                    line={line}
                    typed={typed}
                    quantity={quantity}
                    vendorId={vendorId}
                    vendorOptions={vendorOptions}
                    canOrder={canOrder}
                    onChange={(patch) => edit(line.sku_id, patch)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {confirmDialog}
    </Paper>
  );
}

function SuggestionRow({
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

interface RuleLine {
  sku_id: number;
  sku_name: string;
  stock_unit: string;
  quantity: number;
  min_quantity?: number;
  max_quantity?: number;
  multiple?: number;
}

const toLine = (rule: ReorderRule): RuleLine => ({
  sku_id: rule.sku_id,
  sku_name: rule.sku_name,
  stock_unit: rule.stock_unit,
  quantity: rule.quantity,
  min_quantity: rule.min_quantity,
  max_quantity: rule.max_quantity,
  multiple: rule.multiple,
});

const RULES_PAGE = 100;

/** The figures of a rule, each an input of its row. */
const RULE_FIELDS = ['min_quantity', 'max_quantity', 'multiple'] as const;

interface RulesForm {
  rules: RuleLine[];
  /** SKUs whose rules were removed since the last save. */
  removed: number[];
}

function Rules({ outletId }: { outletId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const rules = useListReorderRules(
    { outlet_id: outletId, page, size: RULES_PAGE },
    { query: { placeholderData: keepPreviousData } },
  );
  const form = useForm<RulesForm>({ defaultValues: { rules: [], removed: [] } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'rules', keyName: 'key' });
  const current = useWatch({ control: form.control, name: 'rules' }) ?? [];
  const removed = useWatch({ control: form.control, name: 'removed' }) ?? [];
  const setRemoved = (change: (ids: number[]) => number[]) =>
    form.setValue('removed', change(form.getValues('removed')), { shouldDirty: true });
  const save = useSaveReorderRules({ mutation: { meta: { successToast: t('reorder.saved') } } });

  useEffect(() => {
    if (rules.data) form.reset({ rules: rules.data.data.map(toLine), removed: [] });
  }, [rules.data, form]);

  const [skuSearch, setSkuSearch] = useState('');
  const [debounced] = useDebouncedValue(skuSearch, 250);
  const skus = useListSkus(
    { name: debounced || undefined, size: 20 },
    { query: { placeholderData: keepPreviousData } },
  );
  const taken = new Set(current.map((line) => line.sku_id));
  const skuOptions = (skus.data?.data ?? []).map((sku) => ({
    value: String(sku.id),
    label: sku.name,
    disabled: taken.has(sku.id),
  }));
  const addSku = (value: string | null) => {
    const sku = skus.data?.data.find((row) => String(row.id) === value);
    if (!sku) return;
    const stockUnit =
      sku.kind === 'product' ? 'pcs' : (({ l: 'ml', kg: 'gr', ml: 'ml', gr: 'gr' } as const)[sku.unit as 'l'] ?? 'pcs');
    append({
      sku_id: sku.id,
      sku_name: sku.name,
      stock_unit: stockUnit,
      quantity: 0,
      min_quantity: 0,
      max_quantity: 1,
      multiple: 1,
    });
    setRemoved((ids) => ids.filter((id) => id !== sku.id));
    setSkuSearch('');
  };

  const submit = async (values: RulesForm) => {
    let missing = false;
    values.rules.forEach((line, index) => {
      for (const name of RULE_FIELDS) {
        if (line[name] !== undefined) continue;
        form.setError(`rules.${index}.${name}`, { message: t('reorder.required') });
        missing = true;
      }
    });
    if (missing) return;
    await save.mutateAsync({
      data: {
        outlet_id: outletId,
        rules: values.rules.map((line) => ({
          sku_id: line.sku_id,
          min_quantity: line.min_quantity!,
          max_quantity: line.max_quantity!,
          multiple: line.multiple!,
        })),
        removed_sku_ids: values.removed,
      },
    });
  };

  const total = rules.data?.meta.total ?? 0;
  return (
    <Paper withBorder p="md" radius="md">
      <ApiForm form={form} onSubmit={submit} autoFocus={false}>
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('reorder.rules')}
          </Title>
          <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty && removed.length === 0}>
            {t('reorder.saveAll')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('reorder.rulesHint')}
        </Text>
        <Select
          label={t('reorder.addSku')}
          placeholder={t('reorder.addSkuPlaceholder')}
          data={skuOptions}
          searchable
          searchValue={skuSearch}
          onSearchChange={setSkuSearch}
          value={null}
          onChange={addSku}
          leftSection={<IconPlus size={14} aria-hidden />}
          nothingFoundMessage={skus.isFetching ? t('common.loading') : t('reorder.noSku')}
          maw={420}
        />
        {rules.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : rules.isError ? (
          <Alert color="red">{t('reorder.loadError')}</Alert>
        ) : fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('reorder.noRules')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing={4} data-testid="reorder-rules">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('reorder.sku')}</Table.Th>
                  <Table.Th ta="right">{t('reorder.onHand')}</Table.Th>
                  <Table.Th>{t('reorder.min')}</Table.Th>
                  <Table.Th>{t('reorder.max')}</Table.Th>
                  <Table.Th>{t('reorder.multiple')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fields.map((field, index) => {
                  const line = current[index] ?? field;
                  const low = line.min_quantity !== undefined && line.quantity <= line.min_quantity;
                  return (
                    <Table.Tr key={field.key}>
                      <Table.Td>
                        <Text size="sm">{field.sku_name}</Text>
                        <Text size="xs" c="dimmed">
                          {field.stock_unit}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right" c={low ? 'red' : undefined} fw={low ? 700 : undefined}>
                        {formatNumber(field.quantity)}
                      </Table.Td>
                      {RULE_FIELDS.map((name) => (
                        <Table.Td key={name}>
                          <NumberField
                            control={form.control}
                            name={`rules.${index}.${name}`}
                            aria-label={t(`reorder.${name}Of`, { name: field.sku_name })}
                            min={name === 'min_quantity' ? 0 : 1}
                            max={100_000_000}
                            allowNegative={false}
                            w={130}
                          />
                        </Table.Td>
                      ))}
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('reorder.remove', { name: field.sku_name })}
                          onClick={() => {
                            setRemoved((ids) => [...ids, field.sku_id]);
                            remove(index);
                          }}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {total > RULES_PAGE ? (
          <Pagination total={Math.ceil(total / RULES_PAGE)} value={page} onChange={setPage} size="sm" />
        ) : null}
      </ApiForm>
    </Paper>
  );
}
