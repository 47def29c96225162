// What the reorder rules table holds: the outlet's rules a page at a time as one form, the SKUs
// that can be added, the rules removed since the last save, and saving them all at once.
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListReorderRules, useSaveReorderRules } from '@generated/hooks/inventory/inventory';
import { useListSkus } from '@generated/hooks/skus/skus';
import type { ReorderRule } from '@generated/model';

export interface RuleLine {
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

export const RULES_PAGE = 100;

/** The figures of a rule, each an input of its row. */
export const RULE_FIELDS = ['min_quantity', 'max_quantity', 'multiple'] as const;

export interface RulesForm {
  rules: RuleLine[];
  /** SKUs whose rules were removed since the last save. */
  removed: number[];
}

export function useReorderRules(outletId: number) {
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
  const removeRule = (index: number, skuId: number) => {
    setRemoved((ids) => [...ids, skuId]);
    remove(index);
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

  return {
    rules,
    page,
    setPage,
    total: rules.data?.meta.total ?? 0,
    form,
    fields,
    current,
    removed,
    saving: save.isPending,
    submit,
    skus,
    skuSearch,
    setSkuSearch,
    skuOptions,
    addSku,
    removeRule,
  };
}
