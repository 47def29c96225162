// One batch on the prep board: the prep item, what is left of it, when it was made (WIB), a live
// countdown to its expiry, and one tap to discard it after a confirmation that says what is left and
// what it is worth.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDiscardPrepBatch } from '@generated/hooks/prep/prep';
import type { PrepBatch } from '@generated/model';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { formatNumber, formatRupiah, formatTime } from '@/lib/format';
import { countdown, FRESHNESS_COLORS } from './countdown';

export function BatchCard({ batch, now }: { batch: PrepBatch; now: number }) {
  const { t } = useTranslation();
  const [confirm, confirmDialog] = useConfirm();
  const discard = useDiscardPrepBatch({ mutation: { meta: { successToast: t('prep.discarded') } } });
  const left = countdown(batch.expires_at, now);
  const remaining = { quantity: formatNumber(batch.remaining), unit: batch.sku.stock_unit, name: batch.sku.name };
  const label =
    left.state === 'expired'
      ? t('prep.expired')
      : left.minutes < 60
        ? t('prep.minutesLeft', { minutes: left.minutes })
        : t('prep.hoursLeft', { hours: Math.floor(left.minutes / 60), minutes: left.minutes % 60 });

  const ask = async () => {
    const sure = await confirm({
      title: t('prep.discardTitle'),
      message:
        batch.remaining_value === null
          ? t('prep.discardTextNoCost', remaining)
          : t('prep.discardText', { ...remaining, value: formatRupiah(batch.remaining_value) }),
      confirmLabel: t('prep.discard'),
      danger: true,
    });
    if (sure) discard.mutate({ batchId: batch.id });
  };

  return (
    <Card withBorder radius="md" padding="sm" data-testid={`batch-${batch.id}`} data-state={left.state}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{batch.sku.name}</Text>
          <Badge
            color={FRESHNESS_COLORS[left.state]}
            variant={left.state === 'fresh' ? 'light' : 'filled'}
            style={{ flexShrink: 0 }}
          >
            {label}
          </Badge>
        </Group>
        <Text size="lg" fw={500}>
          {t('prep.remaining', remaining)}
        </Text>
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t('prep.madeAt', { time: formatTime(batch.produced_at) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('prep.expiresAt', { time: formatTime(batch.expires_at) })}
            </Text>
          </Stack>
          <Button
            size="sm"
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={discard.isPending}
            onClick={() => void ask()}
            aria-label={t('prep.discardItem', { name: batch.sku.name, time: formatTime(batch.produced_at) })}
          >
            {t('prep.discard')}
          </Button>
        </Group>
      </Stack>
      {confirmDialog}
    </Card>
  );
}
