// "Expiring soon": per outlet, the lots and batches with something left that expire within 7 days,
// first-expiring first; an expired one in red with "Write off" (after a confirmation), which books
// what is left as waste.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useListExpiringLots, useWriteOffLot } from '@generated/hooks/prep/prep';
import type { ExpiringLot } from '@generated/model';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { formatNumber, formatRupiah } from '@/lib/format';
import { lotLabel } from '@/lib/lots';
import { toast } from '@/lib/toast';

export const EXPIRING_WITHIN_DAYS = 7;

const isExpired = (lot: ExpiringLot) =>
  lot.status === 'expired' || lot.days_left < 0 || Date.parse(lot.expires_at) <= Date.now();

function LotRow({ lot }: { lot: ExpiringLot }) {
  const { t } = useTranslation();
  const [confirm, confirmDialog] = useConfirm();
  const writeOff = useWriteOffLot({ mutation: { meta: { successToast: false } } });
  const expired = isExpired(lot);
  const onWriteOff = async () => {
    const sure = await confirm({
      title: t('dashboard.expiring.writeOffTitle', { name: lot.sku.name }),
      message: t('dashboard.expiring.writeOffMessage', {
        quantity: formatNumber(lot.quantity),
        unit: lot.sku.stock_unit,
        name: lot.sku.name,
        outlet: lot.outlet.name,
      }),
      confirmLabel: t('dashboard.expiring.writeOff'),
      danger: true,
    });
    if (!sure) return;
    // A refusal shows the API's message (the shared error toast).
    const done = await writeOff.mutateAsync({ lotId: lot.id }).then(
      () => true,
      () => false,
    );
    if (done)
      toast.success(t('dashboard.expiring.writtenOff', { name: lot.sku.name, value: formatRupiah(lot.value ?? 0) }));
  };
  return (
    <Group component="li" justify="space-between" wrap="nowrap" data-testid={`lot-${lot.id}`}>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" truncate="end" c={expired ? 'red' : undefined} fw={expired ? 600 : undefined}>
          {lot.sku.name}
        </Text>
        <Text size="xs" c={expired ? 'red' : 'dimmed'}>
          {lotLabel(t, lot)} · {formatNumber(lot.quantity)} {lot.sku.stock_unit}
          {lot.value === null ? '' : ` · ${formatRupiah(lot.value)}`}
        </Text>
      </div>
      {expired ? (
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Badge color="red" variant="light">
            {t('dashboard.expiring.expired')}
          </Badge>
          <Button
            size="compact-xs"
            color="red"
            variant="light"
            loading={writeOff.isPending}
            aria-label={t('dashboard.expiring.writeOffOf', { name: lot.sku.name })}
            onClick={() => void onWriteOff()}
          >
            {t('dashboard.expiring.writeOff')}
          </Button>
        </Group>
      ) : (
        <Badge color={lot.days_left <= 1 ? 'orange' : 'yellow'} variant="light" style={{ flexShrink: 0 }}>
          {lot.days_left === 0
            ? t('dashboard.expiring.today')
            : t('dashboard.expiring.daysLeft', { count: lot.days_left })}
        </Badge>
      )}
      {confirmDialog}
    </Group>
  );
}

export function ExpiringPanel() {
  const { t } = useTranslation();
  const lots = useListExpiringLots({ within_days: EXPIRING_WITHIN_DAYS, size: 100 });
  const rows = lots.data?.data;
  if (!rows) return null;
  const outlets = [...new Map(rows.map((lot) => [lot.outlet.id, lot.outlet.name])).entries()];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="expiring-title">
      <Title id="expiring-title" order={2} size="h5" mb="sm">
        {t('dashboard.expiring.title')}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.expiring.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: Math.min(3, outlets.length) }}>
          {outlets.map(([outletId, name]) => (
            <Stack key={outletId} gap="xs" role="group" aria-label={name}>
              <Text size="sm" fw={600}>
                {name}
              </Text>
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {rows
                  .filter((lot) => lot.outlet.id === outletId)
                  .map((lot) => (
                    <LotRow key={lot.id} lot={lot} />
                  ))}
              </Stack>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
