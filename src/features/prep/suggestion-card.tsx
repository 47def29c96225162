// A prep item on the board's "Make now": its par for the time of day, what is on hand and not
// expired, the batches that bring it up to the par, and one tap to make them (a stepper starting at
// the suggestion, or 1).
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { ActionIcon, Badge, Button, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconToolsKitchen2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatePrepBatch } from '@generated/hooks/prep/prep';
import { createPrepBatchBodyBatchesMax } from '@generated/zod/prep/prep.zod';
import type { PrepSuggestion } from '@generated/model';
import { formatNumber } from '@/lib/format';

const clamp = (value: number) => Math.min(createPrepBatchBodyBatchesMax, Math.max(1, Math.round(value) || 1));

export function SuggestionCard({ suggestion, outletId }: { suggestion: PrepSuggestion; outletId: number }) {
  const { t } = useTranslation();
  const { sku, par, on_hand, suggested_batches, batch_yield, holding_minutes } = suggestion;
  const [batches, setBatches] = useState(clamp(suggested_batches));
  const make = useCreatePrepBatch({ mutation: { meta: { successToast: t('prep.made') } } });
  const unit = sku.stock_unit;

  return (
    <Card withBorder radius="md" padding="sm" data-testid={`suggestion-${sku.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{sku.name}</Text>
          <Badge color={suggested_batches > 0 ? 'blue' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {suggested_batches > 0 ? t('prep.suggested', { count: suggested_batches }) : t('prep.enough')}
          </Badge>
        </Group>
        <Text size="sm">
          {t('prep.par', { par: formatNumber(par), unit, from: suggestion.daypart_from })} ·{' '}
          {t('prep.onHand', { quantity: formatNumber(on_hand), unit })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('prep.batchYield', {
            quantity: formatNumber(batch_yield),
            unit,
            holding: t('prep.holding', { hours: Math.floor(holding_minutes / 60), minutes: holding_minutes % 60 }),
          })}
        </Text>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-hidden
              tabIndex={-1}
              disabled={batches <= 1}
              onClick={() => setBatches(clamp(batches - 1))}
            >
              <IconMinus size={16} />
            </ActionIcon>
            <NumberInput
              aria-label={t('prep.batchesOf', { name: sku.name })}
              value={batches}
              onChange={(value) => setBatches(clamp(Number(value)))}
              min={1}
              max={createPrepBatchBodyBatchesMax}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              w={56}
              styles={{ input: { textAlign: 'center' } }}
            />
            <ActionIcon
              variant="default"
              size="lg"
              aria-hidden
              tabIndex={-1}
              disabled={batches >= createPrepBatchBodyBatchesMax}
              onClick={() => setBatches(clamp(batches + 1))}
            >
              <IconPlus size={16} />
            </ActionIcon>
          </Group>
          <Button
            leftSection={<IconToolsKitchen2 size={16} aria-hidden />}
            loading={make.isPending}
            aria-label={t('prep.makeItem', { name: sku.name })}
            onClick={() => make.mutate({ data: { outlet_id: outletId, sku_id: sku.id, batches } })}
          >
            {t('prep.make')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
