// One stock count. While it is open, the count sheet, built for a phone: a search box, counted or
// uncounted lines, one row per SKU with a quick-entry field in its stock unit (Enter moves to the
// next row), the progress, Save (several people save their part; the sheet keeps what others saved
// and what is typed here), Close with the number of lines left uncounted, and Cancel. Once closed,
// the variance report on the same page. Printed, it is the sheet alone under the chain's letterhead.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Badge, Button, Chip, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { IconArrowLeft, IconCheck, IconDeviceFloppy, IconSearch, IconX } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetStocktakeQueryKey,
  getListStocktakesQueryKey,
  useCancelStocktake,
  useCloseStocktake,
  useGetStocktake,
  useSaveStocktakeCounts,
} from '@generated/hooks/stocktakes/stocktakes';
import type { Stocktake, StocktakeLine } from '@generated/model';
import { DocumentBar } from '@/components/document/action-bar';
import { PrintHeader } from '@/components/document/document-frame';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { PendingScreen } from '@/components/feedback/pending-screen';
import { ButtonLink } from '@/components/links';
import { formatDateTime, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { CountedProgress, StocktakeStatusBadge } from './status';
import { VarianceReport } from './variance-report';

const route = getRouteApi('/_signed-in/stocktake/$stocktakeId');

/** Lines shown at once; the search narrows a long count. */
const PAGE = 150;

type LineFilter = 'all' | 'uncounted' | 'counted';

export function CountSheetPage() {
  const { t } = useTranslation();
  const { stocktakeId } = route.useParams();
  const id = Number(stocktakeId);
  const valid = Number.isSafeInteger(id) && id > 0;
  // While open, other people's saves show up every half a minute.
  const query = useGetStocktake(id, {
    query: {
      enabled: valid,
      refetchInterval: (q) => (q.state.data?.data.status === 'OPEN' ? 30_000 : false),
    },
  });
  const count = query.data?.data;

  return (
    <Stack gap="md">
      <PrintHeader title={`${t('stocktake.printTitle')} ${count?.stocktake_number ?? ''}`} />
      {/* The screen's title and actions; the print shows the document alone. */}
      <DocumentBar
        label={t('screens.stocktakeDetail')}
        number={count?.stocktake_number}
        badges={
          <>
            {count ? <StocktakeStatusBadge status={count.status} /> : null}
            {count?.blind ? <Badge variant="outline">{t('stocktake.blindBadge')}</Badge> : null}
          </>
        }
        actions={
          <ButtonLink to="/stocktake" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('stocktake.back')}
          </ButtonLink>
        }
      />
      {query.isError || !valid ? (
        <Alert color="red" variant="light">
          {t('stocktake.missing')}
        </Alert>
      ) : !count ? (
        <PendingScreen />
      ) : (
        <>
          <Group gap="lg" wrap="wrap">
            <Text size="sm">
              {t('stocktake.outlet')}: <b>{count.outlet_name}</b>
            </Text>
            <Text size="sm">
              {t('stocktake.openedAt')}: {formatDateTime(count.opened_at)}
            </Text>
            {count.closed_at ? (
              <Text size="sm">
                {t('stocktake.closedAt')}: {formatDateTime(count.closed_at)}
              </Text>
            ) : null}
            <CountedProgress counted={count.counted_count} total={count.line_count} />
          </Group>
          {count.note ? (
            <Text size="sm" c="dimmed">
              {count.note}
            </Text>
          ) : null}
          {count.status === 'OPEN' ? <CountSheet count={count} /> : null}
          {count.status === 'CLOSED' ? <VarianceReport stocktakeId={count.id} /> : null}
        </>
      )}
    </Stack>
  );
}

/** A typed quantity: whole stock units, or nothing. */
const parsed = (text: string): number | null => (/^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : null);

function CountSheet({ count }: { count: Stocktake }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<LineFilter>('all');
  const [shown, setShown] = useState(PAGE);
  // What is typed here and not yet saved, by SKU.
  const [drafts, setDrafts] = useState<Map<number, string>>(new Map());
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const [confirm, confirmDialog] = useConfirm();
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

  const refresh = async (next?: Stocktake) => {
    if (next) queryClient.setQueryData(getGetStocktakeQueryKey(count.id), { data: next });
    await queryClient.invalidateQueries({ queryKey: getListStocktakesQueryKey() });
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
      await refresh(answer.data);
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

  const onClose = async () => {
    const sure = await confirm({
      title: t('stocktake.closeTitle', { number: count.stocktake_number }),
      message: (
        <>
          {t('stocktake.closeText', { outlet: count.outlet_name })}{' '}
          <b>{uncounted === 0 ? t('stocktake.allCounted') : t('stocktake.closeUncounted', { count: uncounted })}</b>
          {changes.length > 0 ? ` ${t('stocktake.closeUnsaved')}` : ''}
        </>
      ),
      confirmLabel: t('stocktake.closeConfirm'),
    });
    if (!sure || !(await saveChanges())) return;
    const answer = await close.mutateAsync({ stocktakeId: count.id }).catch(() => undefined);
    setDrafts(new Map());
    await refresh(answer?.data);
    if (!answer) await queryClient.invalidateQueries({ queryKey: getGetStocktakeQueryKey(count.id) });
  };

  const onCancel = async () => {
    const sure = await confirm({
      title: t('stocktake.cancelTitle', { number: count.stocktake_number }),
      message: t('stocktake.cancelText'),
      confirmLabel: t('stocktake.cancelConfirm'),
      cancelLabel: t('stocktake.keep'),
      danger: true,
    });
    if (!sure) return;
    const answer = await cancel.mutateAsync({ stocktakeId: count.id }).catch(() => undefined);
    await refresh(answer?.data);
  };

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

  return (
    <Stack gap="sm">
      <Paper
        withBorder
        p="xs"
        radius="md"
        style={{ position: 'sticky', top: 'var(--app-shell-header-offset, 0px)', zIndex: 2 }}
      >
        <Stack gap="xs">
          <TextInput
            leftSection={<IconSearch size={16} aria-hidden />}
            placeholder={t('stocktake.search')}
            aria-label={t('stocktake.search')}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setShown(PAGE);
            }}
            type="search"
          />
          <Chip.Group<false>
            multiple={false}
            value={filter}
            onChange={(value: string) => {
              setFilter(value as LineFilter);
              setShown(PAGE);
            }}
          >
            <Group gap={6} role="radiogroup" aria-label={t('stocktake.lineFilter')}>
              <Chip value="all" size="sm" type="radio">
                {t('stocktake.filterAll')}
              </Chip>
              <Chip value="uncounted" size="sm" type="radio">
                {`${t('stocktake.filterUncounted')} (${formatNumber(uncounted)})`}
              </Chip>
              <Chip value="counted" size="sm" type="radio">
                {`${t('stocktake.filterCounted')} (${formatNumber(count.lines.length - uncounted)})`}
              </Chip>
            </Group>
          </Chip.Group>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text size="xs" c={changes.length ? 'orange' : 'dimmed'} aria-live="polite">
              {changes.length
                ? t('stocktake.unsaved', { count: changes.length })
                : t('stocktake.progressOf', {
                    counted: formatNumber(count.lines.length - uncounted),
                    total: formatNumber(count.lines.length),
                  })}
            </Text>
            <Group gap="xs">
              <Button
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                onClick={() => void onSave()}
                loading={save.isPending}
              >
                {t('stocktake.save')}
              </Button>
              <Button
                color="teal"
                leftSection={<IconCheck size={16} aria-hidden />}
                onClick={() => void onClose()}
                loading={close.isPending}
              >
                {t('stocktake.close')}
              </Button>
              <Button
                variant="default"
                color="red"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={() => void onCancel()}
                loading={cancel.isPending}
              >
                {t('stocktake.cancel')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
      {visible.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('stocktake.noLines')}
        </Text>
      ) : null}
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {visible.slice(0, shown).map((line, index) => {
          const draft = drafts.get(line.sku_id);
          const value = draft ?? (line.counted_quantity === null ? '' : String(line.counted_quantity));
          const dirty = draft !== undefined && parsed(draft) !== line.counted_quantity;
          return (
            <Paper key={line.sku_id} component="li" withBorder p="xs" radius="sm" data-testid={`line-${line.sku_id}`}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {line.sku_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('stocktake.expected')}:{' '}
                    {line.expected_quantity === null
                      ? t('stocktake.hiddenExpected')
                      : `${formatNumber(line.expected_quantity)} ${line.stock_unit}`}
                  </Text>
                  {line.counted_by && line.counted_at ? (
                    <Text size="xs" c="dimmed">
                      {t('stocktake.countedBy', {
                        name: line.counted_by.name,
                        time: formatDateTime(line.counted_at),
                      })}
                    </Text>
                  ) : null}
                </Stack>
                <TextInput
                  ref={(element) => {
                    if (element) inputs.current.set(line.sku_id, element);
                    else inputs.current.delete(line.sku_id);
                  }}
                  w={130}
                  inputMode="numeric"
                  enterKeyHint="next"
                  autoComplete="off"
                  aria-label={t('stocktake.countField', { name: line.sku_name, unit: line.stock_unit })}
                  value={value}
                  error={draft !== undefined && draft.trim() !== '' && parsed(draft) === null}
                  rightSection={
                    <Text size="xs" c="dimmed">
                      {line.stock_unit}
                    </Text>
                  }
                  styles={{ input: { textAlign: 'right', fontWeight: dirty ? 700 : undefined } }}
                  onChange={(event) => {
                    const text = event.currentTarget.value.replace(/[^\d]/g, '');
                    setDrafts((current) => new Map(current).set(line.sku_id, text));
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      focusNext(index);
                    }
                  }}
                />
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {visible.length > shown ? (
        <Button variant="subtle" onClick={() => setShown((n) => n + PAGE)}>
          {t('stocktake.showMore', { count: Math.min(PAGE, visible.length - shown) })}
        </Button>
      ) : null}
      {confirmDialog}
    </Stack>
  );
}
