// What the count sheet holds while a count is open: the quantities typed here and not yet saved,
// the search and the counted / uncounted filter, how many lines show, and saving, closing and
// cancelling the count (several people save their part; the sheet keeps what others saved and
// what is typed here).
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetStocktakeQueryKey,
  useCancelStocktake,
  useCloseStocktake,
  useSaveStocktakeCounts,
} from '@generated/hooks/stocktakes/stocktakes';
import type { Stocktake, StocktakeLine } from '@generated/model';
import { toast } from '@/lib/toast';

/** Lines shown at once; the search narrows a long count. */
export const PAGE = 150;

export type LineFilter = 'all' | 'uncounted' | 'counted';

/** A typed quantity: whole stock units, or nothing. */
export const parsed = (text: string): number | null => (/^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : null);

export function useCountSheet(count: Stocktake) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearchText] = useState('');
  const [filter, setFilterValue] = useState<LineFilter>('all');
  const [shown, setShown] = useState(PAGE);
  // What is typed here and not yet saved, by SKU.
  const [drafts, setDrafts] = useState<Map<number, string>>(new Map());
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const save = useSaveStocktakeCounts();
  const close = useCloseStocktake({ mutation: { meta: { successToast: t('stocktake.closed') } } });
  const cancel = useCancelStocktake({ mutation: { meta: { successToast: t('stocktake.cancelled') } } });

  const changes = useMemo(
    () =>
      count.lines.flatMap((line) => {
        const draft = drafts.get(line.sku_id);
        const value = draft === undefined ? null : parsed(draft);
        return value !== null && value !== line.counted_quantity
          ? [{ sku_id: line.sku_id, counted_quantity: value }]
          : [];
      }),
    [count.lines, drafts],
  );
  const isCounted = (line: StocktakeLine) =>
    line.counted_quantity !== null || parsed(drafts.get(line.sku_id) ?? '') !== null;
  const uncounted = count.lines.filter((line) => !isCounted(line)).length;

  const needle = search.trim().toLowerCase();
  const visible = count.lines.filter(
    (line) =>
      (!needle || line.sku_name.toLowerCase().includes(needle)) &&
      (filter === 'all' || (filter === 'counted') === isCounted(line)),
  );

  const keep = (next?: Stocktake) => {
    if (next) queryClient.setQueryData(getGetStocktakeQueryKey(count.id), { data: next });
  };

  /** Saves what changed; answers false when the save was refused. */
  const saveChanges = async (): Promise<boolean> => {
    if (changes.length === 0) return true;
    const sent = changes;
    try {
      const answer = await save.mutateAsync({ stocktakeId: count.id, data: { counts: sent } });
      // Keep what was typed meanwhile; what was saved now shows from the answer.
      setDrafts((current) => {
        const next = new Map(current);
        for (const change of sent) {
          if (parsed(next.get(change.sku_id) ?? '') === change.counted_quantity) next.delete(change.sku_id);
        }
        return next;
      });
      keep(answer.data);
      toast.success(t('stocktake.saved', { count: sent.length }));
      return true;
    } catch {
      return false;
    }
  };

  const onSave = async () => {
    if (changes.length === 0) {
      toast(t('stocktake.nothingToSave'));
      return;
    }
    await saveChanges();
  };

  /** Saves what is typed, then closes the count. */
  const closeCount = async () => {
    if (!(await saveChanges())) return;
    const answer = await close.mutateAsync({ stocktakeId: count.id }).catch(() => undefined);
    setDrafts(new Map());
    keep(answer?.data);
  };

  const cancelCount = async () => {
    const answer = await cancel.mutateAsync({ stocktakeId: count.id }).catch(() => undefined);
    keep(answer?.data);
  };

  const type = (skuId: number, text: string) => setDrafts((current) => new Map(current).set(skuId, text));

  /** Enter moves to the next row's field, showing more lines when it is past the last one shown. */
  const focusNext = (index: number) => {
    const next = visible[index + 1];
    const element = next ? inputs.current.get(next.sku_id) : undefined;
    if (element) {
      element.focus();
      element.select();
    } else if (index + 1 >= shown && index + 1 < visible.length) {
      setShown((n) => n + PAGE);
    }
  };

  const inputRef = (skuId: number) => (element: HTMLInputElement | null) => {
    if (element) inputs.current.set(skuId, element);
    else inputs.current.delete(skuId);
  };

  return {
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setShown(PAGE);
    },
    filter,
    setFilter: (value: LineFilter) => {
      setFilterValue(value);
      setShown(PAGE);
    },
    shown,
    showMore: () => setShown((n) => n + PAGE),
    drafts,
    changes,
    uncounted,
    visible,
    saving: save.isPending,
    closing: close.isPending,
    cancelling: cancel.isPending,
    onSave,
    closeCount,
    cancelCount,
    type,
    focusNext,
    inputRef,
  };
}
