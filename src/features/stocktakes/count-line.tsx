// One line of the count sheet: the SKU, what is expected (or that it is hidden in a blind count),
// who counted it and when, and the quick-entry field in its stock unit (bold while unsaved, Enter
// moves to the next line).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import { Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { StocktakeLine } from '@generated/model';
import { formatDateTime, formatNumber } from '@/lib/format';
import { parsed } from './use-count-sheet';

export interface CountLineProps {
  line: StocktakeLine;
  /** What is typed here and not yet saved. */
  draft: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  onType: (text: string) => void;
  onEnter: () => void;
}

export function CountLine({ line, draft, inputRef, onType, onEnter }: CountLineProps) {
  const { t } = useTranslation();
  const value = draft ?? (line.counted_quantity === null ? '' : String(line.counted_quantity));
  const dirty = draft !== undefined && parsed(draft) !== line.counted_quantity;
  return (
    <Paper component="li" withBorder p="xs" radius="sm" data-testid={`line-${line.sku_id}`}>
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
          ref={inputRef}
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
          onChange={(event) => onType(event.currentTarget.value.replace(/[^\d]/g, ''))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onEnter();
            }
          }}
        />
      </Group>
    </Paper>
  );
}
