// The count sheet of an open count, built for a phone: a sticky bar with the search, the counted /
// uncounted filter, the progress or what is unsaved, and Save, Close (with the number of lines left
// uncounted) and Cancel; below, one line per SKU.
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import { Button, Chip, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconDeviceFloppy, IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Stocktake } from '@generated/model';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { formatNumber } from '@/lib/format';
import { CountLine } from './count-line';
import { PAGE, useCountSheet, type LineFilter } from './use-count-sheet';

export function CountSheet({ count }: { count: Stocktake }) {
  const { t } = useTranslation();
  const [confirm, confirmDialog] = useConfirm();
  const sheet = useCountSheet(count);
  const { changes, uncounted, visible, shown } = sheet;

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
    if (sure) await sheet.closeCount();
  };

  const onCancel = async () => {
    const sure = await confirm({
      title: t('stocktake.cancelTitle', { number: count.stocktake_number }),
      message: t('stocktake.cancelText'),
      confirmLabel: t('stocktake.cancelConfirm'),
      cancelLabel: t('stocktake.keep'),
      danger: true,
    });
    if (sure) await sheet.cancelCount();
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
            value={sheet.search}
            onChange={(event) => sheet.setSearch(event.currentTarget.value)}
            type="search"
          />
          <Chip.Group<false>
            multiple={false}
            value={sheet.filter}
            onChange={(value: string) => sheet.setFilter(value as LineFilter)}
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
                onClick={() => void sheet.onSave()}
                loading={sheet.saving}
              >
                {t('stocktake.save')}
              </Button>
              <Button
                color="teal"
                leftSection={<IconCheck size={16} aria-hidden />}
                onClick={() => void onClose()}
                loading={sheet.closing}
              >
                {t('stocktake.close')}
              </Button>
              <Button
                variant="default"
                color="red"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={() => void onCancel()}
                loading={sheet.cancelling}
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
        {visible.slice(0, shown).map((line, index) => (
          <CountLine
            key={line.sku_id}
            line={line}
            draft={sheet.drafts.get(line.sku_id)}
            inputRef={sheet.inputRef(line.sku_id)}
            onType={(text) => sheet.type(line.sku_id, text)}
            onEnter={() => sheet.focusNext(index)}
          />
        ))}
      </Stack>
      {visible.length > shown ? (
        <Button variant="subtle" onClick={sheet.showMore}>
          {t('stocktake.showMore', { count: Math.min(PAGE, visible.length - shown) })}
        </Button>
      ) : null}
      {confirmDialog}
    </Stack>
  );
}
